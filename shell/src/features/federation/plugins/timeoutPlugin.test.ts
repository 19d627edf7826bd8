import { timeoutPlugin } from './timeoutPlugin';

describe('timeout plugin', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives up on a manifest that does not arrive in time', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    const plugin = timeoutPlugin(50);
    const started = Date.now();
    await expect(plugin.fetch!('http://remote/mf-manifest.json', {})).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('lets a fast answer through untouched', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"name":"mfe_news"}'));
    const response = (await timeoutPlugin(50).fetch!('http://remote/mf-manifest.json', {})) as Response;
    expect(await response.json()).toEqual({ name: 'mfe_news' });
  });

  it('bounds the remote entry script by the same time', () => {
    expect(timeoutPlugin(5000).createScript!({ url: 'http://remote/remoteEntry.js' })).toEqual({ timeout: 5000 });
  });
});
