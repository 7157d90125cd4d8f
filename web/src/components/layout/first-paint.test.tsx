import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderWithProviders } from '../../test/render';
import { AppLayout } from './app-layout';

/**
 * What web/index.html paints inside `#root` before the app's scripts have run, without the
 * indentation between its tags (the app renders none).
 */
function firstPaint(): Element {
  const html = readFileSync(join(__dirname, '../../../index.html'), 'utf8').replace(/>\s+</g, '><');
  const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
  if (!root?.firstElementChild) throw new Error('index.html paints nothing in #root');
  return root.firstElementChild;
}

describe('the first paint in index.html', () => {
  it('is the header the app renders while the session loads, at the same place', () => {
    // Act
    const { container } = renderWithProviders(<AppLayout />, { state: { status: 'loading' } });

    // Assess
    const painted = firstPaint();
    const rendered = container.querySelector('.app-shell');
    expect(painted.className).toBe(rendered?.className);
    const paintedHeader = painted.querySelector(':scope > header.site-header > .site-header__inner');
    const renderedHeader = rendered?.querySelector(':scope > header.site-header > .site-header__inner');
    expect(paintedHeader?.children).toHaveLength(1);
    expect(renderedHeader?.children).toHaveLength(1);
    const [paintedBrand, renderedBrand] = [paintedHeader!.children[0]!, renderedHeader!.children[0]!];
    expect(paintedBrand.className).toBe(renderedBrand.className);
    expect(paintedBrand.querySelector('svg')?.isEqualNode(renderedBrand.querySelector('svg'))).toBe(true);
    expect(paintedBrand.querySelector('.brand__name')?.textContent).toBe(
      renderedBrand.querySelector('.brand__name')?.textContent,
    );
  });

  it('is hidden from assistive technology and cannot be used', () => {
    // Act
    const painted = firstPaint();

    // Assess
    expect(painted.getAttribute('aria-hidden')).toBe('true');
    expect(painted.querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(0);
  });
});
