// Field data (real-user monitoring): what every page reports about itself with
// `navigator.sendBeacon`, and what operators read back per remote and version. The site's reporter
// (shell/src/features/rum), the api's domain (api/src/domains/rum) and the release console
// (mfe-channel's ops) read this one contract.
//
// No personal data: no token, phone, user id or address query values — a page is named by its
// route (`news`), an error by its message cut short with any URL's query removed.
import type { RemoteId } from '@matchday/contracts/routes/routeTable';

export const RUM_PATHS = {
  /** Where beacons go (POST; `text/plain` or `application/json`, as `sendBeacon` sends them). */
  beacon: '/api/rum',
  /** The operators' figures per remote and version (GET). */
  figures: '/api/ops/rum',
} as const;

/** Core Web Vitals as the `web-vitals` library names them. */
export const RUM_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type RumMetric = (typeof RUM_METRICS)[number];

/**
 * What a page reports: `view` (a page shown by a remote: the count the rates are of), `vital` (one
 * Web Vital), `error` (an uncaught error or unhandled rejection), `fallback` (a remote that failed
 * to load or timed out: its area showed the fallback), `crash` (a remote that loaded but failed to
 * mount or render: the error page), `chunk` (a script chunk that failed to load).
 */
export const RUM_EVENT_KINDS = ['view', 'vital', 'error', 'fallback', 'crash', 'chunk'] as const;
export type RumEventKind = (typeof RUM_EVENT_KINDS)[number];

/** Who an event is about: a remote, or the shell itself. */
export type RumOwner = RemoteId | 'shell';

export const RUM_DEVICE_CLASSES = ['phone', 'desktop'] as const;
export type RumDeviceClass = (typeof RUM_DEVICE_CLASSES)[number];

export interface RumEvent {
  kind: RumEventKind;
  /** The remote the event is about (the route's owner for a view, a vital or an error). */
  remote: RumOwner;
  /** That remote's version on this page (the shell's build version for the shell). */
  version: string;
  /** The route's name in the route table (`news`, `match`), never its address. */
  route: string;
  /** A vital's name and value (milliseconds; CLS unitless). */
  metric?: RumMetric;
  value?: number;
  /** An error's message, cut to RUM_LIMITS.messageLength, no query strings. */
  message?: string;
}

export interface RumBeacon {
  /** The release the page was served with. */
  release: number;
  device: RumDeviceClass;
  /** The site language (`en_US`). */
  language: string;
  /** The share of page views that report (0–1]: the api scales counts by it. */
  sampleRate: number;
  events: RumEvent[];
}

/** Where a fan who turned field data off is remembered (this browser; /user/settings has the switch). */
export const RUM_OPT_OUT_STORAGE_KEY = 'matchday.rum.off';

export const RUM_LIMITS = {
  /** Events in one beacon. */
  eventsPerBeacon: 50,
  /** A beacon's body (bytes): sendBeacon's own limit is 64 KiB. */
  beaconBytes: 16_384,
  messageLength: 200,
  /** The error messages a remote version's figures name, the most reported first. */
  topErrors: 5,
  /** Beacons one address may send a minute before the rest are refused. */
  beaconsPerAddressPerMinute: 30,
  /** How long raw events are kept (hours); the per-minute roll-ups stay longer. */
  rawRetentionHours: 24,
  /** How long the per-minute roll-ups are kept (days): a season of releases to look back on. */
  rollupRetentionDays: 90,
} as const;

/** A remote version's figures over a span of minutes. */
export interface RumVersionFigures {
  remote: RumOwner;
  version: string;
  /** Page views reported (scaled by the sample rate), and beacons' events received (not scaled). */
  views: number;
  samples: number;
  errors: number;
  crashes: number;
  fallbacks: number;
  chunkFailures: number;
  /** (errors + crashes) / views, and fallbacks / views; null without views. */
  errorRate: number | null;
  fallbackRate: number | null;
  /** 75th percentiles (ms), null without samples of that vital. */
  lcpP75: number | null;
  inpP75: number | null;
  lcpSamples: number;
  inpSamples: number;
  /** One point a minute, oldest first. */
  series: RumMinute[];
  /** What its errors said, the most reported first (at most RUM_LIMITS.topErrors; raw events, kept a day). */
  topErrors: RumErrorMessage[];
  /**
   * LCP and INP samples per histogram bucket (5%-wide log buckets, the same for every version): in
   * the canary judge's read only, which tests whether a slower p75 is more than chance.
   */
  lcpBuckets?: RumVitalBucket[];
  inpBuckets?: RumVitalBucket[];
}

/** An error message and how many reports carried it (events received, not scaled by the sample rate). */
export interface RumErrorMessage {
  message: string;
  reports: number;
}

export interface RumVitalBucket {
  bucket: number;
  samples: number;
}

export interface RumMinute {
  minute: string;
  views: number;
  errors: number;
  fallbacks: number;
  lcpP75: number | null;
}

export interface RumFiguresResponse {
  from: string;
  to: string;
  versions: RumVersionFigures[];
  /** Beacons dropped as malformed or refused as a flood in the span. */
  dropped: { malformed: number; flooded: number };
}
