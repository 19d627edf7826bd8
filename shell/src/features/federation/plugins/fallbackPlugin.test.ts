import { createRemoteFallback, fallbackPlugin, isRemoteFallback } from './fallbackPlugin';

describe('fallback plugin', () => {
  it('turns the final failure of a load into a fallback value, and reports it once', async () => {
    const report = vi.fn();
    const plugin = fallbackPlugin(report);
    const result = await plugin.errorLoadRemote!({ id: 'mfe_news/app', error: new Error('ScriptNetworkError'), lifecycle: 'onLoad', from: 'runtime', origin: {} } as never);
    expect(isRemoteFallback(result)).toBe(true);
    expect(result).toMatchObject({ id: 'mfe_news/app', reason: 'ScriptNetworkError' });
    expect(report).toHaveBeenCalledWith('mfe_news/app', 'ScriptNetworkError');
  });

  it('stays out of earlier stages, which may still recover', async () => {
    const report = vi.fn();
    const plugin = fallbackPlugin(report);
    expect(await plugin.errorLoadRemote!({ id: 'x.json', error: new Error('x'), lifecycle: 'afterResolve', from: 'runtime', origin: {} } as never)).toBeUndefined();
    expect(report).not.toHaveBeenCalled();
  });

  it('tells a fallback from a real module', () => {
    expect(isRemoteFallback(createRemoteFallback('mfe_news/app', 'boom'))).toBe(true);
    expect(isRemoteFallback({ bootstrap() {}, mount() {}, unmount() {} })).toBe(false);
    expect(isRemoteFallback(null)).toBe(false);
  });
});
