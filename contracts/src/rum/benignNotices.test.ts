import { isBenignNotice } from './benignNotices';

describe('browser notices that are not the site’s errors', () => {
  it.each([
    ['ResizeObserver loop completed with undelivered notifications.'],
    ['ResizeObserver loop limit exceeded'],
    ['Uncaught Error: ResizeObserver loop completed with undelivered notifications.'],
    ['AbortError: signal is aborted without reason'],
    ['signal is aborted without reason'],
    ['The user aborted a request.'],
    ['The operation was aborted. '],
    ['canceled'],
    ['Cannot read properties of undefined (reading "x") at chrome-extension://abcdef/content.js:1:20'],
  ])('%s is a notice', (message) => expect(isBenignNotice(message)).toBe(true));

  it('an extension’s script is a notice whatever it says', () => {
    expect(isBenignNotice('x is not defined', 'moz-extension://1234/inject.js')).toBe(true);
  });

  it.each([
    ['Cannot read properties of undefined (reading "score")', 'http://cdn.test/mfe-scores/1.6.0/1234.js'],
    ['ResizeObserver is not defined', undefined],
    ['Request failed with status code 500', undefined],
    ['TypeError: Failed to fetch', undefined],
    ['the request was canceled by the api: unexpected', undefined],
  ])('%s is the site’s error', (message, source) => expect(isBenignNotice(message, source)).toBe(false));
});
