import { RemoteIntegrityError } from './integrityPlugin';
import { retryPlugin } from './retryPlugin';

const noSleep = () => Promise.resolve();
const args = (overrides: object) => ({ id: 'http://remote/1.0.0/mf-manifest.json', error: new Error('Failed to fetch'), from: 'runtime', lifecycle: 'afterResolve', origin: {}, ...overrides }) as never;

describe('retry plugin', () => {
  it('asks again for a manifest that failed fast, and answers with it', async () => {
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{"name":"mfe_news"}'));
    const plugin = retryPlugin({ attempts: 2, delayMs: 1, timeoutMs: 100, sleep: noSleep, fetchImpl });
    await expect(plugin.errorLoadRemote!(args({}))).resolves.toEqual({ name: 'mfe_news' });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives up after its attempts', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response('down', { status: 503 }));
    const plugin = retryPlugin({ attempts: 2, delayMs: 1, timeoutMs: 100, sleep: noSleep, fetchImpl });
    await expect(plugin.errorLoadRemote!(args({}))).resolves.toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('does not spend more time on a manifest that timed out', async () => {
    const fetchImpl = vi.fn();
    const plugin = retryPlugin({ attempts: 2, delayMs: 1, timeoutMs: 100, sleep: noSleep, fetchImpl });
    const timeout = Object.assign(new Error('signal timed out'), { name: 'TimeoutError' });
    await expect(plugin.errorLoadRemote!(args({ error: timeout }))).resolves.toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('does not ask again for a manifest that did not match its digest', async () => {
    const fetchImpl = vi.fn();
    const plugin = retryPlugin({ attempts: 2, delayMs: 1, timeoutMs: 100, sleep: noSleep, fetchImpl });
    await expect(plugin.errorLoadRemote!(args({ error: new RemoteIntegrityError('mfe-news: does not match') }))).resolves.toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
    // Nor again after a retry brought bytes that do not match.
    const mismatch = vi.fn().mockRejectedValue(new RemoteIntegrityError('mfe-news: does not match'));
    const again = retryPlugin({ attempts: 3, delayMs: 1, timeoutMs: 100, sleep: noSleep, fetchImpl: mismatch });
    await expect(again.errorLoadRemote!(args({}))).resolves.toBeUndefined();
    expect(mismatch).toHaveBeenCalledOnce();
  });

  it('asks again through the page loader, so a retried manifest is bounded and checked like the first', async () => {
    const emit = vi.fn().mockResolvedValue(new Response('{"name":"mfe_news"}'));
    const origin = { loaderHook: { lifecycle: { fetch: { emit } } } };
    const remote = { name: 'mfe_news', entry: 'http://remote/1.0.0/mf-manifest.json' };
    const plugin = retryPlugin({ attempts: 2, delayMs: 1, timeoutMs: 100, sleep: noSleep });
    await expect(plugin.errorLoadRemote!(args({ origin, remote }))).resolves.toEqual({ name: 'mfe_news' });
    expect(emit).toHaveBeenCalledWith('http://remote/1.0.0/mf-manifest.json', {}, remote);
  });

  it('leaves the final failure of a load to the fallback plugin', async () => {
    const fetchImpl = vi.fn();
    const plugin = retryPlugin({ attempts: 2, delayMs: 1, timeoutMs: 100, sleep: noSleep, fetchImpl });
    await expect(plugin.errorLoadRemote!(args({ lifecycle: 'onLoad' }))).resolves.toBeUndefined();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('loads a remote entry script again after a network error', async () => {
    const entry = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = vi.fn().mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValueOnce(entry);
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const plugin = retryPlugin({ attempts: 3, delayMs: 1, timeoutMs: 100, sleep: noSleep });
    const recovered = await plugin.loadEntryError!({ getRemoteEntry, origin: {}, remoteInfo: {}, globalLoading, uniqueKey: 'key' } as never);
    expect(recovered).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading.key).toBeUndefined();
  });
});
