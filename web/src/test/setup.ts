import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { initI18n } from '../lib/i18n/i18n';
import { readLocaleResources } from './locale-resources';

// jsdom lacks these; the token decoder and react-router use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no PointerEvent; without it pointer events lose their coordinates (toast swipes).
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventPolyfill });
}

beforeAll(async () => {
  await initI18n({ resources: readLocaleResources(), language: 'en' });
});

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
