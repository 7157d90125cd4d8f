import { domToBlob, type Options } from 'modern-screenshot';
import { capturePage, SCREENSHOT_EXCLUDE_ATTRIBUTE } from './capture-page';

jest.mock('modern-screenshot', () => ({ domToBlob: jest.fn() }));

const png = new Blob(['png'], { type: 'image/png' });
/** The options of the first capture (domToBlob's overloads hide the node-and-options form). */
const options = (): Options => (jest.mocked(domToBlob).mock.calls[0] as unknown[] | undefined)?.[1] ?? {};

function viewAt(width: number, height: number, scrollX: number, scrollY: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height, scrollX, scrollY });
}

beforeEach(() => {
  jest.mocked(domToBlob).mockReset().mockResolvedValue(png);
  document.body.style.backgroundColor = '';
  document.documentElement.style.backgroundColor = '';
});

describe('capturePage', () => {
  it('captures what the user sees: the viewport at its scroll position, not the whole page', async () => {
    viewAt(375, 667, 0, 1200);

    await expect(capturePage()).resolves.toBe(png);

    expect(options()).toMatchObject({
      type: 'image/png',
      width: 375,
      height: 667,
      style: { marginLeft: '0px', marginTop: '-1200px' },
    });
  });

  it("gives up on one slow image or font well before the library's own 30 s", async () => {
    await capturePage();

    expect(options().timeout).toBeLessThan(30_000);
  });

  it('leaves out what is marked to be excluded', async () => {
    await capturePage();
    const excluded = document.createElement('div');
    excluded.setAttribute(SCREENSHOT_EXCLUDE_ATTRIBUTE, '');

    expect(options().filter?.(excluded)).toBe(false);
    expect(options().filter?.(document.createElement('main'))).toBe(true);
  });

  it("paints the body's background when it has one", async () => {
    document.body.style.backgroundColor = 'rgb(10, 20, 30)';

    await capturePage();

    expect(options().backgroundColor).toBe('rgb(10, 20, 30)');
  });

  it('falls back to white when no element paints a background (a transparent PNG reads as black)', async () => {
    document.body.style.backgroundColor = 'rgba(0, 0, 0, 0)';

    await capturePage();

    expect(options().backgroundColor).toBe('#ffffff');
  });
});
