import type { Page } from '@playwright/test';

/** Collects what the page logs as errors (a CSP violation among them), to assert there were none. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
