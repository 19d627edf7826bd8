import { getRuntimeConfig, setRuntimeConfig } from './runtimeConfig';

describe('runtime configuration', () => {
  afterEach(() => setRuntimeConfig({}));

  it('defaults to the site root for the api', () => {
    expect(setRuntimeConfig(undefined)).toMatchObject({ apiBaseUrl: '/', production: false, releaseManifestUrl: '/release.json' });
  });

  it('takes known keys of the right type and ignores the rest', () => {
    const config = setRuntimeConfig({
      environment: 'production',
      production: true,
      apiBaseUrl: 'https://api.example',
      releaseManifestUrl: 42,
      appDownload: { ios: 'https://apps.example/ios', android: 7 },
      extra: 'ignored',
    });
    expect(config).toEqual({
      environment: 'production',
      production: true,
      apiBaseUrl: 'https://api.example',
      realtimeUrl: '',
      releaseManifestUrl: '/release.json',
      appDownload: { ios: 'https://apps.example/ios', android: '' },
      fieldDataAfterMs: 3000,
    });
    expect(getRuntimeConfig()).toBe(config);
  });

  it('starts field data 3 s after the shell is up unless a whole number of ms from 0 to 60000 says otherwise', () => {
    expect(setRuntimeConfig({ fieldDataAfterMs: 300 }).fieldDataAfterMs).toBe(300);
    expect(setRuntimeConfig({ fieldDataAfterMs: 0 }).fieldDataAfterMs).toBe(0);
    for (const wrong of [-1, 60_001, 1.5, '300', null]) expect(setRuntimeConfig({ fieldDataAfterMs: wrong }).fieldDataAfterMs, String(wrong)).toBe(3000);
  });
});
