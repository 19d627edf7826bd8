// Amounts and lifetimes the api applies (rate limits: limits/rateLimits.ts). The specification
// fixes some (code length, password rules); it gives no coin amounts, so those below are
// Matchday's own choice.

/** A verification code is valid this long, and used once. */
export const CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries before a code is void. */
export const CODE_MAX_ATTEMPTS = 5;

/** A session token lasts this long. */
export const TOKEN_TTL_DAYS = 30;
/** A cancelled account stays frozen (and restorable) this long, then is deleted. */
export { COOLING_OFF_DAYS } from '@matchday/contracts/constants';

/** Coins given on registration, and to each side of an invitation. */
export const SIGNUP_BONUS_COINS = 100;
export const INVITATION_REWARD_COINS = 50;

/** Avatar uploads: the limit the site checks before sending. */
export { AVATAR_MAX_BYTES } from '@matchday/contracts/constants';
/** Avatars are stored encoded anew, at most this many pixels a side. */
export { AVATAR_STORED_MAX_SIDE_PX } from '@matchday/contracts/constants';
