import { render } from '@testing-library/react';
import { SafeMarkdown, safeImageUrl, safeLinkUrl } from './safe-markdown';

describe('SafeMarkdown', () => {
  it('renders headings, lists, emphasis and tables', () => {
    const { container } = render(
      <SafeMarkdown markdown={'## Entry fee\n\n- **cash** to close\n\n| a | b |\n|---|---|\n| 1 | 2 |'} />,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Entry fee');
    expect(container.querySelector('li strong')).toHaveTextContent('cash');
    expect(container.querySelectorAll('td')).toHaveLength(2);
  });

  it('names each table a focusable region, generically or by the label given', () => {
    const table = '| a | b |\n|---|---|\n| 1 | 2 |';
    const { getByRole, rerender } = render(<SafeMarkdown markdown={table} />);
    expect(getByRole('region', { name: 'Table' })).toHaveAttribute('tabindex', '0');
    rerender(<SafeMarkdown markdown={table} tableLabel="Lesson table" />);
    expect(getByRole('region', { name: 'Lesson table' })).toBeInTheDocument();
  });

  it('never renders raw HTML', () => {
    const { container } = render(
      <SafeMarkdown markdown={'Hello <script>alert(1)</script> <img src=x onerror=alert(1)> <b>bold</b>'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('drops dangerous link and image addresses', () => {
    const { container } = render(
      <SafeMarkdown
        markdown={
          '[a](javascript:alert(1)) [b](data:text/html,x) [c](/deals) [d](https://www.fema.gov) ![e](https://evil.example/x.png) ![f](/training/amortization.svg)'
        }
      />,
    );
    const links = [...container.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/deals', 'https://www.fema.gov']);
    const images = [...container.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(images).toEqual(['/training/amortization.svg']);
  });

  it('opens outside links in a new tab without handing them this page', () => {
    const { container } = render(<SafeMarkdown markdown={'[FEMA](https://www.fema.gov)'} />);
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('safe addresses', () => {
  it.each([
    ['/profile?tab=buybox', '/profile?tab=buybox'],
    ['https://example.org/a', 'https://example.org/a'],
    ['//evil.example', null],
    ['http://example.org', null],
    ['javascript:alert(1)', null],
    ['mailto:x@example.org', null],
  ])('link %s → %s', (url, expected) => expect(safeLinkUrl(url)).toBe(expected));

  it.each([
    ['/training/deal-numbers.svg', '/training/deal-numbers.svg'],
    ['https://example.org/x.png', null],
    ['//evil.example/x.png', null],
  ])('image %s → %s', (url, expected) => expect(safeImageUrl(url)).toBe(expected));
});
