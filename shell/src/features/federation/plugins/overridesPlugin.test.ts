import { overridesPlugin } from './overridesPlugin';

describe('overrides plugin', () => {
  it('points an overridden remote at the developer’s manifest and leaves the others alone', () => {
    const plugin = overridesPlugin({ mfe_news: 'http://localhost:3084/mf-manifest.json' });
    type Args = { remote: { entry: string } };
    const news = plugin.beforeRegisterRemote!({ remote: { name: 'mfe_news', entry: 'http://cdn/1.0.0/mf-manifest.json' }, origin: {} } as never);
    const live = plugin.beforeRegisterRemote!({ remote: { name: 'mfe_live', entry: 'http://cdn/live/mf-manifest.json' }, origin: {} } as never);
    expect((news as unknown as Args).remote.entry).toBe('http://localhost:3084/mf-manifest.json');
    expect((live as unknown as Args).remote.entry).toBe('http://cdn/live/mf-manifest.json');
  });
});
