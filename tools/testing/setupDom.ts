// Component tests: jest-dom matchers, a clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A page's first render imports its lazy chunks; on a loaded machine that can take longer than
// Testing Library's one second. Waits end as soon as the element is there.
// A controlled textarea holds what was typed as its text too (React keeps its default value in
// step), so "find the posted text" could find the box it was typed in: text queries skip boxes.
configure({ asyncUtilTimeout: 5000, defaultIgnore: 'script, style, textarea' });

afterEach(() => {
  if (typeof document === 'undefined') return; // a test file that runs in node
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  });
});

// The test DOM (happy-dom) lays nothing out, and its ResizeObserver never reports. An observer
// that reports each element once, at the size the DOM gives it (zero unless a test sets one), is
// faithful to that; windowed lists size rows by their estimate.
if (typeof window !== 'undefined') {
  window.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      const entry = { target, contentRect: target.getBoundingClientRect() } as ResizeObserverEntry;
      queueMicrotask(() => this.report([entry], this));
    }
    unobserve() {}
    disconnect() {}
  };
}

// Browsers in standards mode scroll the page on the root element; the test DOM may not say so.
if (typeof document !== 'undefined' && !('scrollingElement' in document)) {
  Object.defineProperty(Document.prototype, 'scrollingElement', { get: () => document.documentElement, configurable: true });
}
