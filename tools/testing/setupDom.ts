// Component tests: jest-dom matchers, a clean DOM and storage between tests.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A page's first render imports its lazy chunks; on a loaded machine that can take longer than
// Testing Library's one second. Waits end as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });

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

// jsdom lays nothing out. An observer that reports each element once, at the size jsdom gives it
// (zero unless a test sets one), is faithful to that; windowed lists size rows by their estimate.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
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

// Browsers in standards mode scroll the page on the root element; jsdom does not say so.
if (typeof document !== 'undefined' && !('scrollingElement' in document)) {
  Object.defineProperty(Document.prototype, 'scrollingElement', { get: () => document.documentElement, configurable: true });
}
