// The sports domain's request bodies and queries, as zod schemas built on the validation rules:
// the site's forms and the api check the same things the same way. Every message is an i18n key.
import { MAX_INT32, pageQuerySchema, paginationSchema } from '@matchday/contracts/http/paging';
import { MATCH_STATUSES, SEARCH_MAX_LENGTH } from '@matchday/contracts/sports/contract';
import { ODDS_MARKETS } from '@matchday/contracts/sports/rules';
import { DISCIPLINES, SPORTS } from '@matchday/contracts/sports/rules';
import { z } from 'zod';

// Queries of the sports read api. Dates are calendar days in the viewer's zone (`tz`, IANA).
/** Calendar days the site can have matches on (a year 0000 or 9999 is a typing slip, not a day). */
export const DATE_RANGE = { from: '1900-01-01', to: '2199-12-31' } as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'api.invalidField')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value) && value >= DATE_RANGE.from && value <= DATE_RANGE.to;
  }, 'api.invalidField');

/** An IANA time zone the runtime knows (`Asia/Shanghai`); anything else is refused. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const timeZone = z.string().min(1).max(64).refine(isTimeZone, 'api.invalidField').default('UTC');

export const MATCH_VIEWS = ['today', 'yesterday', 'tomorrow', 'live', 'hot'] as const;

export const matchListQuerySchema = paginationSchema.extend({
  view: z.enum(MATCH_VIEWS).optional(),
  date: isoDate.optional(),
  tz: timeZone,
  sport: z.enum(SPORTS).optional(),
  discipline: z.enum(DISCIPLINES).optional(),
  competition: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  status: z.enum(MATCH_STATUSES).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const calendarQuerySchema = z.object({ from: isoDate, to: isoDate, tz: timeZone, sport: z.enum(SPORTS).optional() });

export const searchQuerySchema = z.object({ q: z.string().trim().min(1, 'api.invalidField').max(SEARCH_MAX_LENGTH, 'api.invalidField') });

export const eventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(MAX_INT32).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(200),
  types: z
    .string()
    .max(400)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined)),
});

export const oddsMovementQuerySchema = z.object({ market: z.enum(ODDS_MARKETS).default('european') });

export const oddsIndexQuerySchema = matchListQuerySchema.extend({ market: z.enum(ODDS_MARKETS).optional() });

export const seasonQuerySchema = z.object({ season: z.string().max(20).optional() });

/** A season's matches in kick-off order, by keyset. */
export const scheduleQuerySchema = pageQuerySchema.extend({ season: z.string().max(20).optional() });

export const rankingsQuerySchema = z.object({
  discipline: z.enum(DISCIPLINES),
  kind: z.enum(['player', 'team', 'hero']),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const competitionsQuerySchema = z.object({ sport: z.enum(SPORTS).optional() });

export type MatchListQuery = z.infer<typeof matchListQuerySchema>;
