import { createRemoteFallback, fallbackPlugin, isRemoteFallback } from './fallbackPlugin';

describe('fallback plugin', () => {
  it('turns the final failure of a load into a fallback value', async () => {
    const result = await fallbackPlugin().errorLoadRemote!({ id: 'mfe_news/app', error: new Error('ScriptNetworkError'), lifecycle: 'onLoad', from: 'runtime', origin: {} } as never);
    expect(isRemoteFallback(result)).toBe(true);
    expect(result).toMatchObject({ id: 'mfe_news/app', reason: 'ScriptNetworkError' });
  });

  it('stays out of earlier stages, which may still recover', async () => {
    expect(await fallbackPlugin().errorLoadRemote!({ id: 'x.json', error: new Error('x'), lifecycle: 'afterResolve', from: 'runtime', origin: {} } as never)).toBeUndefined();
  });

  it('tells a fallback from a real module', () => {
    expect(isRemoteFallback(createRemoteFallback('mfe_news/app', 'boom'))).toBe(true);
    expect(isRemoteFallback({ bootstrap() {}, mount() {}, unmount() {} })).toBe(false);
    expect(isRemoteFallback(null)).toBe(false);
  });
});
