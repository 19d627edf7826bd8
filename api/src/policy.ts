// Limits and amounts the api applies. The specification fixes some (code length, one code a
// minute, password rules); it gives no coin amounts, so those below are Matchday's own choice.

/** A verification code is valid this long, and used once. */
export const CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries before a code is void. */
export const CODE_MAX_ATTEMPTS = 5;
/** At most one code a minute per phone and per address. */
export const CODE_INTERVAL_SECONDS = 60;
/** Daily caps on codes sent. */
export const CODE_DAILY_PER_PHONE = 10;
export const CODE_DAILY_PER_ADDRESS = 30;

/** Wrong passwords within the window lock password sign-in for that phone (and address). */
export const PASSWORD_FAILURE_WINDOW_MINUTES = 15;
export const PASSWORD_FAILURES_PER_PHONE = 5;
export const PASSWORD_FAILURES_PER_ADDRESS = 30;

/** A session token lasts this long. */
export const TOKEN_TTL_DAYS = 30;
/** A cancelled account stays frozen (and restorable) this long, then is deleted. */
export { COOLING_OFF_DAYS } from '@matchday/shared/constants';

/** Coins given on registration, and to each side of an invitation. */
export const SIGNUP_BONUS_COINS = 100;
export const INVITATION_REWARD_COINS = 50;

/** Avatar uploads: the limit the site checks before sending. */
export { AVATAR_MAX_BYTES } from '@matchday/shared/constants';

/** Feedback accepted from one address in an hour. */
export const FEEDBACK_PER_ADDRESS_PER_HOUR = 10;
