import { createHash } from 'node:crypto';
import { CHUNK_INTEGRITY_GLOBAL, parseReleaseManifest, type ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { integrityPlugin, isIntegrityFailure, sriDigest, type RemoteRequests } from './integrityPlugin';
import { timeoutPlugin } from './timeoutPlugin';

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const BASE = 'http://localhost:9084/1.1.0/';
const MANIFEST_URL = `${BASE}mf-manifest.json`;
const CHUNK = '__federation_expose_app.ce35a9de13.js';
const ENTRY_CODE = 'var mfe_news = {};';
const manifestText = JSON.stringify({
  name: 'mfe_news',
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'app', assets: { js: { sync: [CHUNK] } } }],
  assetIntegrity: { [CHUNK]: sri('the exposed module') },
});

function release(integrity: object | null = { manifest: sri(manifestText), entry: sri(ENTRY_CODE) }): ReleaseManifest {
  const remotes = Object.fromEntries(
    REMOTE_IDS.map((remote, index) => [remote, { enabled: true, version: '1.1.0', manifestUrl: `http://localhost:${9081 + index}/1.1.0/mf-manifest.json` }]),
  );
  return parseReleaseManifest({
    environment: 'e2e',
    release: 1,
    createdAt: '2026-11-20T10:00:00Z',
    remotes: { ...remotes, news: { enabled: true, version: '1.1.0', manifestUrl: MANIFEST_URL, ...(integrity ? { integrity } : {}) } },
  });
}

/** The page's requests as the timeout plugin makes them, answered by a CDN serving `files`. */
function cdn(files: Record<string, string>): RemoteRequests & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    fetch: async (url) => {
      asked.push(url);
      return url in files ? new Response(files[url], { headers: { 'content-type': 'application/json' } }) : new Response('Not found', { status: 404 });
    },
    createScript: () => ({ timeout: 5000 }),
  };
}

const scriptOf = (answer: unknown) => (answer as { script: HTMLScriptElement }).script;

describe('integrity plugin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('computes digests as the release command does (the FIPS 180-2 "abc" example)', async () => {
    const digest = await sriDigest(new TextEncoder().encode('abc').buffer as ArrayBuffer);
    expect(digest).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
    expect(digest).toBe(sri('abc'));
  });

  it('passes a manifest whose bytes match the release, through the requests it wraps', async () => {
    const requests = cdn({ [MANIFEST_URL]: manifestText });
    const report = vi.fn();
    const plugin = integrityPlugin(release(), requests, report);
    const response = (await plugin.fetch!(MANIFEST_URL, {})) as Response;
    expect(await response.json()).toEqual(JSON.parse(manifestText));
    expect(requests.asked).toEqual([MANIFEST_URL]);
    expect(report).not.toHaveBeenCalled();
  });

  it('refuses a manifest whose bytes differ, naming the remote and both digests', async () => {
    const tampered = manifestText.replace('"app"', '"app "');
    const report = vi.fn();
    const plugin = integrityPlugin(release(), cdn({ [MANIFEST_URL]: tampered }), report);
    const failure = await Promise.resolve(plugin.fetch!(MANIFEST_URL, {})).catch((error: unknown) => error);
    expect(isIntegrityFailure(failure)).toBe(true);
    expect(report).toHaveBeenCalledOnce();
    expect(report.mock.calls[0]![0]).toMatch(/^mfe-news: .*mf-manifest\.json does not match the digest of the release/);
    expect(report.mock.calls[0]![0]).toContain(`expected ${sri(manifestText)}, received ${sri(tampered)}`);
  });

  it('bounds the manifest by the timeout plugin it wraps', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const plugin = integrityPlugin(release(), timeoutPlugin(50), vi.fn());
    await expect(plugin.fetch!(MANIFEST_URL, {})).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('puts the digests the checked manifest and release vouch for on the scripts, with crossorigin and the timeout', async () => {
    const plugin = integrityPlugin(release(), cdn({ [MANIFEST_URL]: manifestText }), vi.fn());
    await plugin.fetch!(MANIFEST_URL, {});
    const entry = plugin.createScript!({ url: `${BASE}remoteEntry.js`, attrs: { fetchpriority: 'high' } }) as { script: HTMLScriptElement; timeout: number };
    expect(entry.timeout).toBe(5000);
    expect(entry.script.integrity).toBe(sri(ENTRY_CODE));
    expect(entry.script.crossOrigin).toBe('anonymous');
    expect(entry.script.src).toBe(`${BASE}remoteEntry.js`);
    expect(entry.script.getAttribute('fetchpriority')).toBe('high');
    expect(scriptOf(plugin.createScript!({ url: `${BASE}${CHUNK}` })).integrity).toBe(sri('the exposed module'));
  });

  it("hands the manifest's digests of every chunk to the page, for the remote's own loader", async () => {
    const plugin = integrityPlugin(release(), cdn({ [MANIFEST_URL]: manifestText }), vi.fn());
    await plugin.fetch!(MANIFEST_URL, {});
    const page = (globalThis as unknown as Record<string, Record<string, Record<string, string>>>)[CHUNK_INTEGRITY_GLOBAL]!;
    expect(page.mfe_news![`${BASE}${CHUNK}`]).toBe(sri('the exposed module'));
    // Nothing else may replace them.
    expect(() => ((globalThis as Record<string, unknown>)[CHUNK_INTEGRITY_GLOBAL] = {})).toThrow();
  });

  it('runs no script from a checked remote that nothing vouches for', async () => {
    const report = vi.fn();
    const plugin = integrityPlugin(release(), cdn({ [MANIFEST_URL]: manifestText }), report);
    // Not even the entry, before its manifest was checked.
    expect(() => plugin.createScript!({ url: `${BASE}remoteEntry.js` })).toThrow(/mfe-news: .*remoteEntry\.js has no digest/);
    await plugin.fetch!(MANIFEST_URL, {});
    expect(() => plugin.createScript!({ url: `${BASE}evil.js` })).toThrow(/has no digest in its release or manifest/);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it('leaves alone what the release does not vouch for: a developer override, a release from before digests', async () => {
    const devManifest = 'http://localhost:3084/mf-manifest.json';
    const plugin = integrityPlugin(release(), cdn({ [devManifest]: '{"name":"mfe_news"}' }), vi.fn());
    expect(await ((await plugin.fetch!(devManifest, {})) as Response).json()).toEqual({ name: 'mfe_news' });
    expect(plugin.createScript!({ url: 'http://localhost:3084/remoteEntry.js' })).toEqual({ timeout: 5000 });

    const old = integrityPlugin(release(null), cdn({ [MANIFEST_URL]: 'anything' }), vi.fn());
    expect(await ((await old.fetch!(MANIFEST_URL, {})) as Response).text()).toBe('anything');
    expect(old.createScript!({ url: `${BASE}remoteEntry.js` })).toEqual({ timeout: 5000 });
  });

  it('says which remote a refused script belongs to when its bytes differ, not when the network failed', async () => {
    const report = vi.fn();
    const plugin = integrityPlugin(release(), cdn({ [MANIFEST_URL]: manifestText }), report);
    await plugin.fetch!(MANIFEST_URL, {});
    vi.stubGlobal('fetch', async (url: string) =>
      url.endsWith('remoteEntry.js') ? new Response('var mfe_news = evil;') : Promise.reject(new TypeError('Failed to fetch')),
    );
    // As the browser reports them: an error event that does not bubble, on scripts in the page.
    for (const url of [`${BASE}remoteEntry.js`, `${BASE}${CHUNK}`]) {
      const script = scriptOf(plugin.createScript!({ url }));
      document.head.append(script);
      script.dispatchEvent(new Event('error'));
      script.remove();
    }
    await vi.waitFor(() => expect(report).toHaveBeenCalledOnce());
    expect(report.mock.calls[0]![0]).toMatch(/^mfe-news: .*remoteEntry\.js does not match its digest/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(report).toHaveBeenCalledOnce();
  });
});
