// What the api accepts of a field-data beacon, and the operators' figures query: the contract of
// rum/contract.ts as zod schemas (the api's alone: the site writes beacons from its types).
// A beacon's refusal is read by nobody but a developer in the network tab, so its messages are the
// api's generic "<field> is not valid"; the figures query, read from the console, has its own.
import { VERSION_PATTERN } from '@matchday/contracts/releases/manifest';
import { RUM_DEVICE_CLASSES, RUM_EVENT_KINDS, RUM_LIMITS, RUM_METRICS } from '@matchday/contracts/rum/contract';
import { REMOTE_IDS } from '@matchday/contracts/routes/routeTable';
import { z } from 'zod';

/** A vital past two minutes is a page left in the background, not a measurement. */
export const RUM_MAX_VITAL_MS = 120_000;
/** CLS is unitless: a page whose layout shifts more than this is not measured right. */
export const RUM_MAX_CLS = 100;

/**
 * The smallest sample rate taken: each view of a beacon at rate r counts 1/r times, so a forged
 * beacon at a tiny rate could outweigh a remote's real views (and roll a sound canary back).
 */
export const RUM_MIN_SAMPLE_RATE = 0.001;

/** A route's name in the route table (`news`, `match`), never an address: no slash, no query. */
const ROUTE_NAME = /^[a-z][a-zA-Z0-9-]{0,40}$/;
/** Longer than any version the release command writes (`1.4.0-rc.12`). */
const VERSION_MAX_LENGTH = 40;

const RUM_OWNERS = [...REMOTE_IDS, 'shell'] as const;

/**
 * The query of an address in an error's message (`https://x/a?token=…`, `/news?id=5`), cut off
 * here too: the reporter removes them, and a reporter with a bug must not make the api keep them.
 */
const URL_QUERY = /((?:\b[a-z][a-z0-9+.-]*:\/\/|(?<=^|\s)\/)[^\s?#]*)[?#]\S*/gi;
export const withoutQueries = (message: string): string => message.replace(URL_QUERY, '$1');

const rumEventSchema = z
  .object({
    kind: z.enum(RUM_EVENT_KINDS),
    remote: z.enum(RUM_OWNERS),
    version: z.string().max(VERSION_MAX_LENGTH).regex(VERSION_PATTERN),
    route: z.string().regex(ROUTE_NAME),
    metric: z.enum(RUM_METRICS).optional(),
    value: z.number().min(0).optional(), // z.number() refuses NaN and ±Infinity
    message: z
      .string()
      .max(RUM_LIMITS.messageLength)
      .refine((message) => !message.includes('\u0000')) // PostgreSQL stores no NUL
      .transform(withoutQueries)
      .optional(),
  })
  .strict()
  .refine((event) => event.kind !== 'vital' || event.metric !== undefined, { path: ['metric'] })
  .refine((event) => event.kind !== 'vital' || event.value !== undefined, { path: ['value'] })
  // A number on a view or an error is a reporter's mistake: refused, not stored as a vital.
  .refine((event) => event.kind === 'vital' || (event.metric === undefined && event.value === undefined), { path: ['metric'] })
  .refine((event) => event.value === undefined || event.value <= (event.metric === 'CLS' ? RUM_MAX_CLS : RUM_MAX_VITAL_MS), { path: ['value'] });

/** POST `RUM_PATHS.beacon`: the body, JSON (as text/plain when `sendBeacon` sends it). */
export const rumBeaconSchema = z
  .object({
    release: z.number().int().positive().max(2_147_483_647),
    device: z.enum(RUM_DEVICE_CLASSES),
    /** A site language (`en_US`, `zh_tw`); not checked against LOCALES: an old page may know one no longer served. */
    language: z.string().regex(/^[a-zA-Z]{2,3}(?:[_-][a-zA-Z0-9]{2,8})?$/),
    sampleRate: z.number().min(RUM_MIN_SAMPLE_RATE).max(1),
    events: z.array(rumEventSchema).min(1).max(RUM_LIMITS.eventsPerBeacon),
  })
  .strict();

/** The spans the figures are read over (minutes): five minutes to a day. */
export const RUM_FIGURES_MINUTES = { min: 5, max: 1440, default: 60 } as const;
export const RUM_FIGURES_MESSAGE_VALUES = { min: RUM_FIGURES_MINUTES.min, max: RUM_FIGURES_MINUTES.max };

/** GET `RUM_PATHS.figures`: the last `minutes` minutes, of one remote or all. */
export const rumFiguresQuerySchema = z.object({
  minutes: z.coerce
    .number({ error: 'api.rum.minutesRange' })
    .int('api.rum.minutesRange')
    .min(RUM_FIGURES_MINUTES.min, 'api.rum.minutesRange')
    .max(RUM_FIGURES_MINUTES.max, 'api.rum.minutesRange')
    .default(RUM_FIGURES_MINUTES.default),
  remote: z.enum(RUM_OWNERS, { error: 'api.releases.unknownRemote' }).optional(),
});

export type RumBeaconRequest = z.infer<typeof rumBeaconSchema>;
export type RumFiguresQuery = z.infer<typeof rumFiguresQuerySchema>;
