// Business constants and limits of the specification (section 9), in one place.

/** Minimum password length; passwords must also mix letters and digits. */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so a pasted essay is not hashed (memory-hard hashing is costly). */
export const PASSWORD_MAX_LENGTH = 64;
/** Minimum age of a streamer, in years. */
export const STREAMER_MIN_AGE = 18;
/** A live may be started for a match in progress or starting within this window. */
export const LIVE_MATCH_WINDOW_MS = 60 * 60 * 1000;

/** The HTTP client retries a request that is safe to repeat at most this many times. */
export const HTTP_RETRIES = 3;
/** The progress bar only shows when work lasts longer than this. */
export const PROGRESS_THROTTLE_MS = 200;
/** Time over which the progress bar creeps towards its end while work is pending. */
export const PROGRESS_DURATION_MS = 5000;
/** A chunk load failure reloads the page at most once per this interval. */
export const CHUNK_RELOAD_GUARD_MS = 60 * 1000;
/**
 * Each request of a remote's load (its manifest, its entry script, a chunk) is given up after
 * this time, so a hung server cannot keep a load pending. Remote builds use the same value for
 * their own chunk loads (`chunkLoadTimeout`, tools/rspack/createConfig.mjs).
 */
export const REMOTE_REQUEST_TIMEOUT_MS = 5000;
/**
 * A remote that is not on the page this long after its area asked for it shows its fallback,
 * whichever step (manifest, entry, chunks, mount) is slow. Its load goes on within the request
 * timeouts, and a remote that arrives late still replaces its fallback: a slow network is slow,
 * not broken. Below 5 s, with room for the navigation itself.
 */
export const REMOTE_FALLBACK_AFTER_MS = 4000;

/** Comment replies are collapsed and expanded in groups of this size. */
export const COMMENT_REPLY_PAGE_SIZE = 5;
/** Basketball is played in four quarters (then overtime). */
export const BASKETBALL_QUARTERS = 4;
/** Baseball-type sports have at most this many innings. */
export const MAX_INNINGS = 12;
/** Table games have at most this many rounds. */
export const MAX_TABLE_GAME_ROUNDS = 16;
/** Mode value carried over from the original product; its meaning is not specified. */
export const MODE_TY121 = 'ty121';

/** The language cookie lasts this many days and is not marked secure. */
export const LANG_COOKIE_DAYS = 365;
/** The colour-mode cookie (which frame the shell's server sends) lasts as long. */
export const THEME_COOKIE_DAYS = 365;
/** Verification codes are this many digits. */
export const VERIFICATION_CODE_LENGTH = 6;

/** Avatar uploads: at most this many bytes, of these image types (the api checks the bytes too). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** An avatar is stored encoded anew, at most this many pixels a side (uploads: `media/contract.ts`). */
export const AVATAR_STORED_MAX_SIDE_PX = 512;
/** A cancelled account stays frozen (and restorable) this many days, then is deleted. */
export const COOLING_OFF_DAYS = 15;

/** The largest page of a match list the api serves; a day's list is read in as few requests as possible. */
export const MATCH_LIST_PAGE_SIZE = 200;
