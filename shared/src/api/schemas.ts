// Request bodies of the api, as zod schemas built on the validation rules: the site's forms
// and the api check the same things the same way. Every message is an i18n key.
import { FAVOURITE_KINDS } from '@matchday/shared/api/favourites';
import { MATCH_STATUSES, ODDS_MARKETS, SEARCH_MAX_LENGTH, SPORTS } from '@matchday/shared/api/sports';
import { DISCIPLINES } from '@matchday/shared/sports/sportRules';
import { CHAT_MESSAGE_MAX_LENGTH, LIVE_TITLE_MAX_LENGTH, REPORT_REASONS, SLOW_MODE_CHOICES } from '@matchday/shared/api/lives';
import { STREAMER_CONDUCT_RULES } from '@matchday/shared/api/streamers';
import { ALL_PLAN_MARKETS, PLAN_PICKS, RANKING_PERIODS, RANKING_SORTS } from '@matchday/shared/api/tips';
import { ROLES } from '@matchday/shared/api/types';
import { validatePhone } from '@matchday/shared/validation/phone';
import { INVITE_CODE_PATTERN, validateLiveTitle, validatePassword, validateVerificationCode } from '@matchday/shared/validation/rules';
import { isReservedUsername } from '@matchday/shared/validation/usernames';
import { z } from 'zod';

type Rule = (value: string) => { ok: true; value: string } | { ok: false; error: string };

/** A string checked (and normalised) by one of the validation rules. */
const ruled = (rule: Rule, blankKey: string) =>
  z.string({ error: blankKey }).transform((value, context) => {
    const result = rule(value);
    if (result.ok) return result.value;
    context.addIssue({ code: 'custom', message: result.error });
    return z.NEVER;
  });

export const phoneSchema = ruled((value) => validatePhone(value), 'validation.phoneBlank');
export const codeSchema = ruled(validateVerificationCode, 'validation.codeRequired');
export const passwordSchema = ruled(validatePassword, 'validation.passwordBlank');

export const requestCodeSchema = z.object({
  phone: phoneSchema,
  purpose: z.enum(['sign_in', 'bind_phone']).default('sign_in'),
});

const inviteCode = z
  .string()
  .trim()
  .regex(INVITE_CODE_PATTERN, { error: 'api.invalidField' })
  .transform((value) => value.toUpperCase())
  .optional();

/** Sign-in by verification code; a code for an unknown phone registers it. */
export const codeSignInSchema = z.object({ phone: phoneSchema, code: codeSchema, inviteCode });
/** Sign-in by password. Only "not blank" here: the rules apply when a password is set. */
export const passwordSignInSchema = z.object({
  phone: phoneSchema,
  password: z.string({ error: 'validation.passwordBlank' }).min(1, 'validation.passwordBlank'),
});

export const profileUpdateSchema = z
  .object({
    username: z
      .string()
      .trim()
      .min(2, 'api.usernameInvalid')
      .max(20, 'api.usernameInvalid')
      .regex(/^[^\p{Cc}\p{Cf}]+$/u, 'api.usernameInvalid')
      .refine((name) => !isReservedUsername(name), 'api.usernameReserved')
      .optional(),
    signature: z.string().trim().max(80, 'api.signatureTooLong').optional(),
  })
  .strict();

export const setPasswordSchema = z.object({ password: passwordSchema });
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'validation.passwordBlank' }).min(1, 'validation.passwordBlank'),
  password: passwordSchema,
});

export const bindPhoneSchema = z.object({ phone: phoneSchema, code: codeSchema });
export const cancellationSchema = z.object({ acknowledged: z.literal(true, { error: 'api.cancellationNotAcknowledged' }) });

export const FEEDBACK_CATEGORIES = ['bug', 'suggestion', 'content', 'account', 'other'] as const;
export const FEEDBACK_LIMITS = { minLength: 5, maxLength: 500, contactMaxLength: 100 } as const;
/** The placeholders of the feedback messages. */
export const FEEDBACK_MESSAGE_VALUES = { min: FEEDBACK_LIMITS.minLength, max: FEEDBACK_LIMITS.maxLength, contactMax: FEEDBACK_LIMITS.contactMaxLength };
/** Feedback from anyone; a contact (phone, mail) is optional. */
export const feedbackSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES, { error: 'validation.feedbackCategory' }),
  content: z
    .string({ error: 'validation.feedbackBlank' })
    .trim()
    .min(1, 'validation.feedbackBlank')
    .min(FEEDBACK_LIMITS.minLength, 'validation.feedbackTooShort')
    .max(FEEDBACK_LIMITS.maxLength, 'validation.feedbackTooLong'),
  contact: z.string().trim().max(FEEDBACK_LIMITS.contactMaxLength, 'validation.feedbackContactTooLong').default(''),
});
export type FeedbackRequest = z.infer<typeof feedbackSchema>;

export const GRANT_LIMITS = { min: 1, max: 1_000_000 } as const;

const coins = (limits: { min: number; max: number }) =>
  z.number({ error: 'api.amountInvalid' }).int('api.amountInvalid').min(limits.min, 'api.amountInvalid').max(limits.max, 'api.amountInvalid');

export const purchaseSchema = z.object({ planId: z.number({ error: 'api.planNotFound' }).int().positive('api.planNotFound') });
export const grantSchema = z.object({
  userId: z.number({ error: 'api.userNotFound' }).int().positive('api.userNotFound'),
  amount: coins(GRANT_LIMITS),
  reason: z.string().trim().min(1, 'api.invalidField').max(200, 'api.invalidField'),
});

/** An expert's plan: a pick on an upcoming match, priced within the operators' bounds. */
export const planCreateSchema = z.object({
  matchId: z.number({ error: 'api.tips.matchNotFound' }).int().positive('api.tips.matchNotFound'),
  market: z.enum(ALL_PLAN_MARKETS, { error: 'api.tips.marketUnavailable' }),
  pick: z.enum(PLAN_PICKS, { error: 'api.tips.pickInvalid' }),
  mapNumber: z.number().int().min(1).max(7).optional(),
  title: z.string().trim().min(1, 'api.invalidField').max(120, 'api.invalidField'),
  price: z.number().int().min(0).max(100_000),
  originalPrice: z.number().int().min(0).max(100_000).optional(),
  noWinRefund: z.boolean().default(false),
  explanation: z.string().trim().min(1, 'api.invalidField').max(5000, 'api.invalidField'),
  purchaseDeadline: z.iso.datetime({ offset: true }),
});

export const expertApplicationSchema = z.object({
  intro: z.string().trim().min(10, 'api.tips.introLength').max(500, 'api.tips.introLength'),
  sports: z.array(z.enum(SPORTS)).min(1, 'api.tips.sportsRequired').max(SPORTS.length),
  specialities: z.string().trim().min(1, 'api.tips.specialitiesRequired').max(200, 'api.invalidField'),
});

/** The age is checked by the api against its own clock (validateStreamerAge); every rule must be accepted. */
export const streamerApplicationSchema = z.object({
  birthDate: z.string({ error: 'validation.birthDateRequired' }).trim().min(1, 'validation.birthDateRequired').max(10, 'validation.birthDateInvalid'),
  acceptedRules: z
    .array(z.enum(STREAMER_CONDUCT_RULES))
    .max(STREAMER_CONDUCT_RULES.length)
    .refine((rules) => STREAMER_CONDUCT_RULES.every((rule) => rules.includes(rule)), { message: 'api.streamers.rulesNotAccepted' }),
});

export const applicationReviewSchema = z
  .object({ decision: z.enum(['approve', 'fail']), reason: z.string().trim().max(200, 'api.invalidField').default('') })
  .refine((review) => review.decision === 'approve' || review.reason.length > 0, { message: 'api.tips.reasonRequired', path: ['reason'] });

export const planSettingsSchema = z
  .object({
    minPrice: z.number().int().min(0).max(100_000),
    maxPrice: z.number().int().min(0).max(100_000),
    firstOrderDiscountPercent: z.number().int().min(0).max(90),
    blindBoxPrice: z.number().int().min(1).max(100_000),
  })
  .refine((settings) => settings.minPrice <= settings.maxPrice, { message: 'api.invalidField', path: ['maxPrice'] });

export const rankingQuerySchema = z.object({
  period: z.enum(RANKING_PERIODS).default(RANKING_PERIODS[0]),
  sort: z.enum(RANKING_SORTS).default(RANKING_SORTS[0]),
});

export const remarkCreateSchema = z.object({
  planId: z.number({ error: 'api.planNotFound' }).int().positive('api.planNotFound'),
  text: z.string().trim().min(1, 'api.tips.remarkLength').max(1000, 'api.tips.remarkLength'),
});

export const voidPlanSchema = z.object({ reason: z.string().trim().min(1, 'api.tips.reasonRequired').max(200, 'api.invalidField') });
export const flagsSchema = z.object({ banned: z.boolean().optional(), muted: z.boolean().optional() }).strict();
export const rolesSchema = z.object({ roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length) });

/** The largest value of a PostgreSQL `integer` column (sequence numbers, counters). */
export const MAX_INT32 = 2_147_483_647;
/** Pages beyond this are not pages anyone reads; it also keeps offsets in range. */
export const MAX_PAGE = 10_000;

/** Paging by number: only the match lists, which the live feeds read a day at a time (`Page` in ./types). */
export const paginationSchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

// Keyset paging (`CursorPage` in ./types), the paging of every other list. A cursor is the name
// of the list's order and the sort key of the last row a page showed (and any value the first
// page fixes for the whole reading, such as the instant a ranking is computed at), as base64url
// JSON. The site passes it back untouched; the api checks it again against the order's own key
// columns (api/src/db/keyset.ts), so a cursor of another list or with a value of the wrong kind
// is refused like any bad input.
/** Longer than any cursor the api hands out: anything longer was not written by it. */
export const CURSOR_MAX_LENGTH = 400;

export interface CursorPosition {
  /** The list and order the position belongs to (`plans.price`). */
  list: string;
  /** The sort key of the last row read, one text per key column. */
  keys: string[];
  /** Values the first page fixed for the whole reading. */
  pins: string[];
}

const cursorValue = z.string().max(40);
const cursorPayload = z.strictObject({
  l: z.string().regex(/^[a-z][\w.]{0,39}$/),
  k: z.array(cursorValue).min(1).max(6),
  p: z.array(cursorValue).min(1).max(4).optional(),
});

const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export function encodeCursor(position: CursorPosition): string {
  const payload = { l: position.list, k: position.keys, ...(position.pins.length > 0 ? { p: position.pins } : {}) };
  return toBase64Url(new TextEncoder().encode(JSON.stringify(payload)));
}

/** The position a cursor names; null for anything the api did not write. */
export function decodeCursor(cursor: string): CursorPosition | null {
  if (cursor.length === 0 || cursor.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const payload = cursorPayload.safeParse(JSON.parse(text));
    return payload.success ? { list: payload.data.l, keys: payload.data.k, pins: payload.data.p ?? [] } : null;
  } catch {
    return null;
  }
}

/** A cursor from the query string, decoded; a malformed one is a translated 3000. */
export const cursorSchema = z
  .string()
  .max(CURSOR_MAX_LENGTH, 'api.invalidCursor')
  .regex(/^[A-Za-z0-9_-]+$/, 'api.invalidCursor')
  .transform((cursor, context) => {
    const position = decodeCursor(cursor);
    if (position) return position;
    context.addIssue({ code: 'custom', message: 'api.invalidCursor' });
    return z.NEVER;
  });

/** The query of a keyset-paged list: where to go on from (none: the first page) and how many rows. */
export const pageQuerySchema = z.object({
  cursor: cursorSchema.optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const planListQuerySchema = pageQuerySchema.extend({
  sport: z.enum(SPORTS).optional(),
  /** Only plans that refund if they miss. */
  refund: z.enum(['true', 'false']).optional(),
  maxPrice: z.coerce.number().int().min(0).max(100_000).optional(),
  market: z.enum(ALL_PLAN_MARKETS).optional(),
  expertId: z.coerce.number().int().positive().optional(),
  matchId: z.coerce.number().int().positive().optional(),
  /** On sale (default), settled, or every plan. */
  status: z.enum(['on_sale', 'settled', 'all']).default('on_sale'),
  sort: z.enum(['recommended', 'newest', 'price']).default('recommended'),
});

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
/** The placeholders of the site search's messages. */
export const SITE_SEARCH_MESSAGE_VALUES = { max: SEARCH_MAX_LENGTH };
/** The site search's text (`SEARCH_PATHS.search`): something to look for, at most `SEARCH_MAX_LENGTH` characters. */
export const siteSearchQuerySchema = z.object({
  q: z.string({ error: 'api.search.empty' }).trim().min(1, 'api.search.empty').max(SEARCH_MAX_LENGTH, 'api.search.tooLong'),
});
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

/** The kind in a favourite's address (`/api/favourites/:kind/:id`). */
export const favouriteKindSchema = z.enum(FAVOURITE_KINDS);

/** Start a live: a match (in progress or within the hour, checked by the api's clock) and a title. */
export const startLiveSchema = z.object({
  matchId: z.number({ error: 'api.lives.matchRequired' }).int().positive('api.lives.matchRequired'),
  title: ruled(validateLiveTitle, 'validation.liveTitleEmpty').pipe(z.string().max(LIVE_TITLE_MAX_LENGTH, 'api.lives.titleTooLong')),
});

/** A programme says the same as Start live: a match (a coming one, checked by the api) and a title. */
export const programmeSchema = startLiveSchema;

export const chatMessageSchema = z.object({
  text: z
    .string({ error: 'api.lives.messageEmpty' })
    .trim()
    .min(1, 'api.lives.messageEmpty')
    .max(CHAT_MESSAGE_MAX_LENGTH, 'api.lives.messageTooLong'),
});

export const reportSchema = z.object({ reason: z.enum(REPORT_REASONS, { error: 'api.lives.reportReason' }) });

const sanctionReason = z.string({ error: 'api.lives.reasonRequired' }).trim().min(1, 'api.lives.reasonRequired').max(200, 'api.invalidField');
/** Minutes a sanction lasts; null: until lifted. At most a year. */
const sanctionMinutes = z.number().int().min(1, 'api.lives.durationInvalid').max(525_600, 'api.lives.durationInvalid').nullable();

/** The streamer (in their room) or customer service mutes a member. */
export const roomMuteSchema = z.object({
  userId: z.string().regex(/^[1-9]\d{0,17}$/, 'api.userNotFound'),
  minutes: sanctionMinutes,
  reason: sanctionReason,
});

export const sanctionSchema = z.object({
  userId: z.string().regex(/^[1-9]\d{0,17}$/, 'api.userNotFound'),
  kind: z.enum(['mute', 'ban', 'broadcast_ban']),
  minutes: sanctionMinutes,
  reason: sanctionReason,
});

export const reportDecisionSchema = z.object({ decision: z.enum(['handled', 'dismissed']) });

export const channelSettingsSchema = z.object({
  slowModeSeconds: z.number().int().refine((value) => (SLOW_MODE_CHOICES as readonly number[]).includes(value), { message: 'api.invalidField' }),
});

export const ingestPublishSchema = z.object({ liveCode: z.string().min(1).max(64) });
export const ingestHeartbeatSchema = z.object({ liveCodes: z.array(z.string().min(1).max(64)).max(10_000) });

export type MatchListQuery = z.infer<typeof matchListQuerySchema>;

export type CodeSignInRequest = z.infer<typeof codeSignInSchema>;
export type PasswordSignInRequest = z.infer<typeof passwordSignInSchema>;
export type PlanCreateRequest = z.infer<typeof planCreateSchema>;
export type PlanListQuery = z.infer<typeof planListQuerySchema>;
export type ExpertApplicationRequest = z.infer<typeof expertApplicationSchema>;
export type ApplicationReviewRequest = z.infer<typeof applicationReviewSchema>;
export type StreamerApplicationRequest = z.infer<typeof streamerApplicationSchema>;
export type PlanSettingsRequest = z.infer<typeof planSettingsSchema>;
export type StartLiveRequest = z.infer<typeof startLiveSchema>;
export type RoomMuteRequest = z.infer<typeof roomMuteSchema>;
export type SanctionRequest = z.infer<typeof sanctionSchema>;
