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

// jsdom has <dialog> but neither showModal() nor close(), nor the `cancel` a browser sends on Escape.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const cancelOnEscape = (event: KeyboardEvent) => {
    const dialog = event.currentTarget as HTMLDialogElement;
    if (event.key !== 'Escape') return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  };
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
      this.addEventListener('keydown', cancelOnEscape);
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return;
      this.removeAttribute('open');
      this.removeEventListener('keydown', cancelOnEscape);
      this.dispatchEvent(new Event('close'));
    },
  });
}

beforeAll(async () => {
  await initI18n({ resources: readLocaleResources(), language: 'en' });
});

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
