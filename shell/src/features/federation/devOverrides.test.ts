import { OVERRIDES_STORAGE_KEY, resolveDevOverrides, toFederationOverrides } from './devOverrides';

describe('developer overrides', () => {
  it('are set from the address, remembered, and keyed by federation name for the runtime', () => {
    const overrides = resolveDevOverrides({
      search: '?mf-override=news=http://localhost:3084/mf-manifest.json',
      storage: localStorage,
      production: false,
    });
    expect(overrides).toEqual({ news: 'http://localhost:3084/mf-manifest.json' });
    expect(JSON.parse(localStorage.getItem(OVERRIDES_STORAGE_KEY)!)).toEqual(overrides);
    expect(resolveDevOverrides({ search: '', storage: localStorage, production: false })).toEqual(overrides);
    expect(toFederationOverrides(overrides)).toEqual({ mfe_news: 'http://localhost:3084/mf-manifest.json' });
  });

  it('are forgotten one by one or all at once', () => {
    resolveDevOverrides({
      search: '?mf-override=news=http://localhost:3084/mf-manifest.json&mf-override=live=http://localhost:3082/mf-manifest.json',
      storage: localStorage,
      production: false,
    });
    expect(resolveDevOverrides({ search: '?mf-override=news=', storage: localStorage, production: false })).toEqual({
      live: 'http://localhost:3082/mf-manifest.json',
    });
    expect(resolveDevOverrides({ search: '?mf-override=clear', storage: localStorage, production: false })).toEqual({});
  });

  it('ignore unknown remotes and addresses that are not manifests', () => {
    const overrides = resolveDevOverrides({
      search: '?mf-override=casino=http://evil/mf-manifest.json&mf-override=news=javascript:alert(1)&mf-override=live=http://x/app.js',
      storage: localStorage,
      production: false,
    });
    expect(overrides).toEqual({});
  });

  it('do nothing in production, even if a browser remembers some', () => {
    localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify({ news: 'http://localhost:3084/mf-manifest.json' }));
    expect(resolveDevOverrides({ search: '?mf-override=live=http://localhost:3082/mf-manifest.json', storage: localStorage, production: true })).toEqual({});
  });
});
