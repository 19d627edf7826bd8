// The page wiring of field data: what a page with remote areas, vitals and errors sends, in
// the test DOM (the browser's sendBeacon and the web-vitals library stood in for).
import type { RumBeacon } from '@matchday/contracts/rum/contract';
import { RUM_OPT_OUT_STORAGE_KEY } from '@matchday/contracts/rum/contract';
import { BOOT_DATA_ELEMENT_ID, setRuntimeConfig } from '@matchday/shared/config/runtimeConfig';
import { CONSENT_STORAGE_KEY, consentRecord } from '@matchday/shared/stores/consentRecord';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';

const vitals = vi.hoisted(() => new Map<string, (metric: { name: string; value: number }) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (callback: (metric: { name: string; value: number }) => void) => vitals.set(name, callback);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const release = {
  environment: 'e2e',
  release: 12,
  createdAt: '2026-11-28T10:00:00Z',
  note: '',
  remotes: Object.fromEntries(REMOTE_IDS.map((remote) => [remote, { enabled: true, version: remote === 'news' ? '1.7.0-canary' : '1.6.0', manifestUrl: `http://cdn.test/mfe-${remote}/1.6.0/mf-manifest.json` }])),
} as ReleaseManifest;

const beacons: RumBeacon[] = [];
const area = (remote: string, state: string) => {
  const element = document.createElement('div');
  element.setAttribute('data-remote-area', remote);
  element.setAttribute('data-state', state);
  return element;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('field data from a page', () => {
  beforeAll(async () => {
    history.replaceState(null, '', '/news?id=5&token=secret');
    // The page carries its configuration (with the share of pages that report) in its boot data.
    const boot = document.createElement('script');
    boot.type = 'application/json';
    boot.id = BOOT_DATA_ELEMENT_ID;
    boot.textContent = JSON.stringify({ config: { apiBaseUrl: '/', rumSampleRate: 1 } });
    document.head.append(boot);
    setRuntimeConfig({ apiBaseUrl: '/' });
    localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord());
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: (url: string, body: string) => url === '/api/rum' && beacons.push(JSON.parse(body) as RumBeacon) > 0 });
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query })) as unknown as typeof window.matchMedia;
    // An area the shell had already settled before field data started.
    document.body.append(area('news', 'mounted'));
    await (await import('./fieldData')).startFieldData(() => release);
    await vi.waitFor(() => expect(document.documentElement.dataset.fieldData).toBe('on'));
  });
  // The test set-up empties storage after each test: the fan accepted the privacy policy. Each
  // test ends its beacons with a pagehide; the page comes back (from the page cache) for the next.
  beforeEach(() => {
    localStorage.setItem(CONSENT_STORAGE_KEY, consentRecord());
    dispatchEvent(new Event('pageshow'));
  });

  it('counts each remote area as a view, and a fallback or an error page as what it is, with the release and page context', async () => {
    const failing = area('tips', 'loading');
    document.body.append(failing);
    await settle();
    failing.setAttribute('data-state', 'unavailable');
    await settle();
    // The remote arriving after its fallback is the same view.
    failing.setAttribute('data-state', 'mounted');
    const crashing = area('live', 'loading');
    document.body.append(crashing);
    await settle();
    crashing.setAttribute('data-state', 'crashed');
    await settle();
    dispatchEvent(new Event('pagehide'));
    const events = beacons.flatMap((beacon) => beacon.events);
    expect(beacons[0]).toMatchObject({ release: 12, device: 'phone', language: expect.any(String), sampleRate: 1 });
    expect(events.map((event) => [event.kind, event.remote, event.version])).toEqual([
      ['view', 'news', '1.7.0-canary'],
      ['view', 'tips', '1.6.0'],
      ['fallback', 'tips', '1.6.0'],
      ['view', 'live', '1.6.0'],
      ['crash', 'live', '1.6.0'],
    ]);
    // The route by name: never the address, nor its query.
    expect(events.every((event) => event.route === 'news')).toBe(true);
    expect(JSON.stringify(beacons)).not.toContain('secret');
  });

  it("sends the landing page's vitals, and errors put on the remote whose script threw, without query strings", async () => {
    beacons.length = 0;
    vitals.get('LCP')!({ name: 'LCP', value: 2345.6 });
    vitals.get('CLS')!({ name: 'CLS', value: 0.12345 });
    const error = new Error('Cannot read id of http://api.test/users?phone=123');
    dispatchEvent(new ErrorEvent('error', { error, message: error.message, filename: 'http://cdn.test/mfe-tips/1.6.0/__federation_expose_App.js' }));
    const chunk = Object.assign(new Error('Loading chunk 88 failed.'), { name: 'ChunkLoadError' });
    dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunk }));
    dispatchEvent(new Event('pagehide'));
    const events = beacons.flatMap((beacon) => beacon.events);
    expect(events).toEqual([
      { kind: 'vital', remote: 'news', version: '1.7.0-canary', route: 'news', metric: 'LCP', value: 2346 },
      { kind: 'vital', remote: 'news', version: '1.7.0-canary', route: 'news', metric: 'CLS', value: 0.123 },
      { kind: 'error', remote: 'tips', version: '1.6.0', route: 'news', message: 'Cannot read id of http://api.test/users' },
      { kind: 'chunk', remote: 'news', version: '1.7.0-canary', route: 'news', message: 'Loading chunk 88 failed.' },
    ]);
  });

  it('counts a remote’s error once per view, and no browser notice, nor what fails while the page is left', async () => {
    beacons.length = 0;
    const thrown = (message: string, filename = 'http://cdn.test/mfe-live/1.6.0/__federation_expose_App.js') =>
      dispatchEvent(new ErrorEvent('error', { error: new Error(message), message, filename }));
    const live = area('live', 'loading');
    document.body.append(live);
    await settle();
    live.setAttribute('data-state', 'mounted');
    await settle();
    // A render that throws on every update: one error in this view.
    thrown('Cannot read properties of undefined (reading "score")');
    thrown('Cannot read properties of undefined (reading "score")');
    thrown('another failure in the same view');
    // Chromium's notice, about ten per scroll of a list; an extension's script; a cancelled request.
    for (let index = 0; index < 10; index += 1) dispatchEvent(new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }));
    thrown('x is not defined', 'chrome-extension://abcdef/content.js');
    dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new DOMException('signal is aborted without reason', 'AbortError') }));
    // The fan comes back to the remote: a new view, whose error counts again.
    live.setAttribute('data-state', 'loading');
    await settle();
    live.setAttribute('data-state', 'mounted');
    await settle();
    thrown('Cannot read properties of undefined (reading "score")');
    // Leaving: the page's requests are cancelled and fail.
    dispatchEvent(new Event('beforeunload'));
    dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new TypeError('Failed to fetch') }));
    dispatchEvent(new Event('pagehide'));
    const events = beacons.flatMap((beacon) => beacon.events).filter((event) => event.remote === 'live');
    expect(events.map((event) => [event.kind, event.message])).toEqual([
      ['view', undefined],
      ['error', 'Cannot read properties of undefined (reading "score")'],
      ['view', undefined],
      ['error', 'Cannot read properties of undefined (reading "score")'],
    ]);
    expect(beacons.flatMap((beacon) => beacon.events).filter((event) => event.kind === 'error')).toHaveLength(2);
    live.remove();
  });

  it('sends nothing once the fan turned field data off, nor before the privacy policy is accepted', () => {
    beacons.length = 0;
    localStorage.setItem(RUM_OPT_OUT_STORAGE_KEY, '1');
    vitals.get('INP')!({ name: 'INP', value: 120 });
    dispatchEvent(new Event('pagehide'));
    localStorage.removeItem(RUM_OPT_OUT_STORAGE_KEY);
    localStorage.removeItem(CONSENT_STORAGE_KEY);
    vitals.get('INP')!({ name: 'INP', value: 130 });
    dispatchEvent(new Event('pagehide'));
    expect(beacons).toEqual([]);
  });
});
