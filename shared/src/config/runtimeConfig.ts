// Configuration read at run time, never baked into a build: the shell's server puts it in the
// page (the element below), or the shell fetches it from its own origin at start
// (`/runtime-config.json`); a remote running alone keeps these defaults.

/** The JSON script element the shell's server puts the configuration and release in. */
export const BOOT_DATA_ELEMENT_ID = 'matchday-boot';

export interface RuntimeConfig {
  /** Name of the environment (`local`, `e2e`, `staging`, `production`, …). */
  environment: string;
  /** Production refuses developer overrides of remote addresses. */
  production: boolean;
  /** Base address of the api; the specification's default is the site root. */
  apiBaseUrl: string;
  /** Websocket address of the api's realtime endpoint; derived from the page when empty. */
  realtimeUrl: string;
  /** Where the shell reads which remotes are on, at which version and from where. */
  releaseManifestUrl: string;
  /** Store addresses of the mobile apps; empty until the apps are published. */
  appDownload: { ios: string; android: string };
  /**
   * How long after the shell is up field data starts (ms, 0–60000): telemetry never competes
   * with the page. The end-to-end site shortens it so its visitors need not wait it out.
   */
  fieldDataAfterMs: number;
}

const DEFAULTS: RuntimeConfig = {
  environment: 'local',
  production: false,
  apiBaseUrl: '/',
  realtimeUrl: '',
  releaseManifestUrl: '/release.json',
  appDownload: { ios: '', android: '' },
  fieldDataAfterMs: 3000,
};

let current: RuntimeConfig = { ...DEFAULTS };

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Accepts only known keys of the right type, so a bad file cannot break the page. */
export function setRuntimeConfig(raw: unknown): RuntimeConfig {
  const input = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const text = (key: 'environment' | 'apiBaseUrl' | 'realtimeUrl' | 'releaseManifestUrl') =>
    typeof input[key] === 'string' ? (input[key] as string) : DEFAULTS[key];
  const apps = (input.appDownload && typeof input.appDownload === 'object' ? input.appDownload : {}) as Record<string, unknown>;
  current = {
    environment: text('environment'),
    production: typeof input.production === 'boolean' ? input.production : DEFAULTS.production,
    apiBaseUrl: text('apiBaseUrl'),
    realtimeUrl: text('realtimeUrl'),
    releaseManifestUrl: text('releaseManifestUrl'),
    appDownload: {
      ios: typeof apps.ios === 'string' ? apps.ios : '',
      android: typeof apps.android === 'string' ? apps.android : '',
    },
    fieldDataAfterMs: Number.isInteger(input.fieldDataAfterMs) && (input.fieldDataAfterMs as number) >= 0 && (input.fieldDataAfterMs as number) <= 60_000 ? (input.fieldDataAfterMs as number) : DEFAULTS.fieldDataAfterMs,
  };
  return current;
}
