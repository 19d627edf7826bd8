// The viewer's time zone as a cookie: the shell's frame writes it on every visit (prePaint.ts),
// and the shell's server draws a first screen (firstScreen.ts) in the zone it gives.
/**
 * The viewer's time zone, which the shell writes on every visit: a list of "today" depends on
 * it, so the server draws a first screen only for a browser that has said where it is.
 */
export const TIME_ZONE_COOKIE = 'tz';
/** A year: the cookie is written again on every visit. */
const TIME_ZONE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** An IANA zone name as a browser gives it (`Europe/London`, `America/Argentina/Buenos_Aires`, `UTC`). */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

export function serializeTimeZoneCookie(zone: string): string {
  return `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; Max-Age=${TIME_ZONE_COOKIE_SECONDS}; SameSite=Lax`;
}

/** The zone a request's cookies give, if it is one this runtime knows; null otherwise. */
export function readTimeZoneCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value = ''] = part.split('=').map((piece) => piece.trim());
    if (name !== TIME_ZONE_COOKIE) continue;
    let zone: string;
    try {
      zone = decodeURIComponent(value);
    } catch {
      return null;
    }
    if (zone.length > 64 || !ZONE_NAME.test(zone)) return null;
    try {
      return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone ? zone : null;
    } catch {
      return null;
    }
  }
  return null;
}
