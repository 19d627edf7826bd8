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
    });
    expect(getRuntimeConfig()).toBe(config);
  });
});
