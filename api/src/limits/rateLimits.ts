// Every rate limit of the api, in one table: what it counts, under which key, over how long,
// how many, and the translated refusal. The site needs none of these numbers (it shows the wait
// the api answers, e.g. a code's `resendAfterSeconds`), so the table lives here. The
// specification fixes the codes' limits (one a minute per phone); the rest are Matchday's own.
import { SLOW_MODE_CHOICES } from '@matchday/contracts/lives/contract';
import { RUM_LIMITS } from '@matchday/contracts/rum/contract';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * What a limit counts. Rules naming the same counter count the same events (a code sent to a
 * phone counts once, against both the minute rule and the daily one).
 */
export type RateCounter =
  | 'codeToPhone'
  | 'codeFromAddress'
  | 'codeSiteWide'
  | 'passwordFailureOfPhone'
  | 'passwordFailureFromAddress'
  | 'feedbackFromAddress'
  | 'searchFromAddress'
  | 'rumBeaconFromAddress'
  | 'commentOfMember'
  | 'chatMessageOfMemberInLive';

export interface RateLimitRule {
  counts: RateCounter;
  /** What the caller's key is made of, in words. */
  keyedBy: string;
  /** Events in the last `windowMs` count (0: the rule never refuses). A check may narrow it, never widen it. */
  windowMs: number;
  /** The most events a key may have in the window; the next one is refused. */
  max: number;
  /** The message key of the refusal (429); it may use `{{seconds}}` and `{{minutes}}`, the wait until one more is allowed. */
  refusal: string;
}

export const RATE_LIMITS = {
  codeIntervalPerPhone: { counts: 'codeToPhone', keyedBy: 'phone (E.164)', windowMs: MINUTE, max: 1, refusal: 'api.codeTooSoon' },
  codesPerPhonePerDay: { counts: 'codeToPhone', keyedBy: 'phone (E.164)', windowMs: DAY, max: 10, refusal: 'api.codeDailyLimit' },
  // One address is often many people (a stadium's or a campus's wifi, a carrier's NAT), so the
  // address limits only stop a flood; each phone keeps its own strict limits above. 60 codes in
  // 10 minutes: a crowd signing in at kick-off passes (one person every ten seconds), a script
  // is stopped within seconds. 1,000 a day: a busy shared address all day, while a script that
  // keeps under the 10-minute ceiling stops at 1,000 texts, not the 8,640 it could reach. Both
  // are relaxed by configuration where many tests share one address (config.ts).
  codeBurstPerAddress: { counts: 'codeFromAddress', keyedBy: 'client address', windowMs: 10 * MINUTE, max: 60, refusal: 'api.addressLimit' },
  codesPerAddressPerDay: { counts: 'codeFromAddress', keyedBy: 'client address', windowMs: DAY, max: 1000, refusal: 'api.addressLimit' },
  // Toll fraud ("SMS pumping") sends codes to many numbers from many addresses: a ceiling on the
  // whole site's codes an hour, set by the operators for their traffic (MATCHDAY_SMS_HOURLY_CAP).
  codesSiteWidePerHour: { counts: 'codeSiteWide', keyedBy: 'the whole site', windowMs: HOUR, max: 1000, refusal: 'api.sms.busy' },
  // Wrong passwords (only failures count) lock password sign-in for the phone, and for the address.
  passwordFailuresPerPhone: { counts: 'passwordFailureOfPhone', keyedBy: 'phone as typed', windowMs: 15 * MINUTE, max: 5, refusal: 'api.tooManyAttempts' },
  passwordFailuresPerAddress: { counts: 'passwordFailureFromAddress', keyedBy: 'client address', windowMs: 15 * MINUTE, max: 30, refusal: 'api.tooManyAttempts' },
  feedbackPerAddress: { counts: 'feedbackFromAddress', keyedBy: 'client address', windowMs: HOUR, max: 10, refusal: 'api.addressLimit' },
  // A search is six similarity scans that no cache can answer (every text differs): a person
  // typing asks a few a second at most; a script asking for ever more is stopped. Shared
  // addresses (a stadium's wifi) are many people, hence the generous ceiling.
  searchesPerAddress: { counts: 'searchFromAddress', keyedBy: 'client address', windowMs: MINUTE, max: 300, refusal: 'api.addressLimit' },
  // Field data (contracts/src/rum/contract.ts): a page sends a few beacons a minute at most; more from
  // one address is a flood, refused before its body is read (and counted, RumService.admit).
  rumBeaconsPerAddress: { counts: 'rumBeaconFromAddress', keyedBy: 'client address', windowMs: MINUTE, max: RUM_LIMITS.beaconsPerAddressPerMinute, refusal: 'api.rum.flooded' },
  commentsPerMember: { counts: 'commentOfMember', keyedBy: 'user id', windowMs: MINUTE, max: 5, refusal: 'api.comments.tooFast' },
  // A live room's staff (its streamer, customer service) are not limited.
  chatMessagesPerMember: { counts: 'chatMessageOfMemberInLive', keyedBy: 'live id and user id', windowMs: 10 * SECOND, max: 5, refusal: 'api.lives.tooFast' },
  /** The room's slow mode: each check narrows the window to the room's setting (the longest choice here). */
  chatSlowMode: {
    counts: 'chatMessageOfMemberInLive',
    keyedBy: 'live id and user id',
    windowMs: Math.max(...SLOW_MODE_CHOICES) * SECOND,
    max: 1,
    refusal: 'api.lives.slowMode',
  },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitRules<Name extends string = RateLimitName> = Readonly<Record<Name, RateLimitRule>>;

/** Deployment changes to a rule's window or maximum (configuration; tests on one address). */
export type RateLimitOverrides<Name extends string = RateLimitName> = Partial<Record<Name, Partial<Pick<RateLimitRule, 'windowMs' | 'max'>>>>;

/** The table with a deployment's overrides applied; refuses a window or maximum that cannot work. */
export function rateLimitRules<Name extends string>(rules: RateLimitRules<Name>, overrides: RateLimitOverrides<Name> = {}): RateLimitRules<Name> {
  const merged: Record<Name, RateLimitRule> = { ...rules };
  for (const [name, override] of Object.entries(overrides) as [Name, Partial<RateLimitRule> | undefined][]) {
    if (!(name in rules)) throw new Error(`rate limit ${name}: no such rule`);
    merged[name] = { ...rules[name], ...override };
  }
  for (const [name, rule] of Object.entries(merged) as [Name, RateLimitRule][]) {
    if (!Number.isSafeInteger(rule.windowMs) || rule.windowMs < 0) throw new Error(`rate limit ${name}: the window must be a whole number of milliseconds, 0 or more`);
    if (!Number.isSafeInteger(rule.max) || rule.max < 1) throw new Error(`rate limit ${name}: the maximum must be a whole number, 1 or more`);
  }
  return merged;
}
