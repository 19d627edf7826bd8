// The validation rules of the specification (section 5) as pure functions. The site checks
// them before sending and the api checks them again; both import these, so they cannot drift.
// A failure names an i18n key of the common namespace (`validation.…` or `errors.…`).
import { LIVE_MATCH_WINDOW_MS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, STREAMER_MIN_AGE, VERIFICATION_CODE_LENGTH } from '@matchday/contracts/constants';
import type { MatchStatus } from '@matchday/contracts/sports/contract';
import { COMMON_PASSWORDS } from './commonPasswords';

export type ValidationResult<T = string> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): ValidationResult<T> => ({ ok: true, value });
const fail = (error: string): { ok: false; error: string } => ({ ok: false, error });

const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export function validatePassword(password: string | null | undefined): ValidationResult {
  if (isBlank(password)) return fail('validation.passwordBlank');
  const value = password as string;
  if (value.length < PASSWORD_MIN_LENGTH) return fail('validation.passwordTooShort');
  if (value.length > PASSWORD_MAX_LENGTH) return fail('validation.passwordTooLong');
  if (!/\p{L}/u.test(value) || !/\p{Nd}/u.test(value)) return fail('validation.passwordLettersAndDigits');
  if (COMMON_PASSWORDS.has(value.toLowerCase())) return fail('validation.passwordCommon');
  return ok(value);
}

export function validateVerificationCode(code: string | null | undefined): ValidationResult {
  if (isBlank(code)) return fail('validation.codeRequired');
  const value = (code as string).trim();
  if (!new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(value)) return fail('validation.codeFormat');
  return ok(value);
}

export function validateLiveTitle(title: string | null | undefined): ValidationResult {
  if (isBlank(title)) return fail('validation.liveTitleEmpty');
  return ok((title as string).trim());
}

export interface LiveMatchCandidate {
  status: MatchStatus;
  /** Kick-off, in milliseconds since the epoch. */
  startsAt: number;
}

/** A live may cover a match in progress, or one starting within the next hour. */
export function validateLiveMatch(match: LiveMatchCandidate, now: number): ValidationResult<LiveMatchCandidate> {
  if (match.status === 'live') return ok(match);
  if (match.status === 'not_started' && match.startsAt - now <= LIVE_MATCH_WINDOW_MS && match.startsAt >= now - LIVE_MATCH_WINDOW_MS)
    return ok(match);
  return fail('validation.liveMatchWindow');
}

/** Age in whole years on `today`; birth dates are calendar dates (YYYY-MM-DD). */
export function ageOn(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export function validateStreamerAge(birthDate: string | null | undefined, today: Date): ValidationResult {
  if (isBlank(birthDate)) return fail('validation.birthDateRequired');
  const age = ageOn((birthDate as string).trim(), today);
  if (age === null || age < 0 || age > 130) return fail('validation.birthDateInvalid');
  if (age < STREAMER_MIN_AGE) return fail('validation.streamerTooYoung');
  return ok((birthDate as string).trim());
}

/** A streamer application must come from an account with a bound phone. */
export function validatePhoneBound(phoneBound: boolean): ValidationResult<true> {
  return phoneBound ? ok(true as const) : fail('errors.noPhoneBound');
}

/** Integer coins; a purchase needs at least its price. */
export function validateBalanceCovers(balance: number, price: number): ValidationResult<number> {
  return balance >= price ? ok(balance - price) : fail('errors.insufficientGold');
}

export function validateComment(text: string | null | undefined): ValidationResult {
  if (isBlank(text)) return fail('validation.pleaseComment');
  return ok((text as string).trim());
}

/** A user's invitation code: eight letters or digits, compared in capitals. */
export const INVITE_CODE_PATTERN = /^[A-Z0-9]{8}$/i;
export const isInviteCode = (value: string): boolean => INVITE_CODE_PATTERN.test(value.trim());
