import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load on first visit (React.lazy, decision 062): on a busy machine a page's first import in a test
// file can take longer than findBy's default second.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // Toasts live in a store shared by every render of a file: one test's toasts must not reach the next.
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks these; Mantine reads them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// Mantine's autosize Textarea waits for document.fonts; its Combobox scrolls the chosen option into view.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
  });
}
Element.prototype.scrollIntoView ??= () => {};
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
