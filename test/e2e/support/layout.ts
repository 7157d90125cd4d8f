/** Layout checks shared by the specs that look at a page on a phone. */
import type { Page } from '@playwright/test';

/** A small phone: every page must fit it without sideways scrolling. */
export const PHONE_VIEWPORT = { width: 375, height: 812 } as const;

/** The width of a laptop screen. */
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

/** True when the page needs no sideways scrolling. */
export const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

/** How wide the page is and what sticks out past the screen's right edge, for a failure message. */
export const overflowReport = (page: Page) =>
  page.evaluate(() => {
    const screenWidth = document.documentElement.clientWidth;
    const culprits = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((element) => element.getBoundingClientRect().right > screenWidth + 1)
      // The outermost element that sticks out, not each of its children.
      .filter(
        (element) =>
          !(element.parentElement && element.parentElement.getBoundingClientRect().right > screenWidth + 1),
      )
      .slice(0, 5)
      .map((element) => {
        const testId = element.dataset.testid ? `[data-testid=${element.dataset.testid}]` : '';
        const className =
          typeof element.className === 'string' && element.className
            ? `.${element.className.split(' ')[0]}`
            : '';
        return `${element.tagName.toLowerCase()}${testId}${className} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`;
      });
    return { pageWidth: document.documentElement.scrollWidth, screenWidth, culprits };
  });
