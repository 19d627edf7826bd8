// What a browser reports as an error that is not the site's: neither the page nor the api counts
// it (a canary judged on an error rate must not be rolled back for a browser's notice).

/**
 * Chromium's ResizeObserver loop notice: an observer's callback changed a layout the same frame,
 * and the browser delivers the rest next frame. Harmless; MUI's and the windowed lists' observers
 * raise it about ten times per scroll of the home list.
 */
const RESIZE_OBSERVER_LOOP = /^(Uncaught )?(Error: )?ResizeObserver loop (completed with undelivered notifications|limit exceeded)/i;

/** A script of the fan's browser extensions, not the site's. */
const EXTENSION_SCRIPT = /\b(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//i;

/**
 * A request or load the page or the fan cancelled (leaving the page, a newer search replacing an
 * older one): fetch's and axios's words for it.
 */
const CANCELLED = /^(Uncaught \(in promise\) )?((AbortError|CanceledError)\b|The (user|operation) (was )?aborted|signal is aborted without reason|canceled$|Request aborted$)/i;

/** Whether an uncaught error or rejection is a browser notice rather than the site's error; `source` is the script it came from, when known. */
export function isBenignNotice(message: string, source?: string): boolean {
  return RESIZE_OBSERVER_LOOP.test(message) || CANCELLED.test(message) || EXTENSION_SCRIPT.test(source ?? '') || EXTENSION_SCRIPT.test(message);
}
