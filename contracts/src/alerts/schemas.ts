// Match alert requests as zod schemas (its own file: only the alert settings load it). A push
// subscription is what `PushSubscription.toJSON()` gives; the api checks more than can be checked
// here (the key is a point of the curve; in production, a known push service over https).
import { ALERT_KINDS } from '@matchday/contracts/alerts/contract';
import { isTimeZone } from '@matchday/contracts/sports/schemas';
import { z } from 'zod';

/** Longer than any push service's address (FCM's, Mozilla's, Apple's and WNS's are 150 to 500 characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether an address can be a push service's: https, or http to this machine (a push service run
 * locally for development and tests; the api refuses that one in production), with no user or
 * password in it.
 */
export function isPushEndpoint(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** Whether an endpoint is one on this machine (allowed outside production only). */
export const isLoopbackEndpoint = (value: string): boolean => {
  try {
    return LOOPBACK_HOSTS.has(new URL(value).hostname);
  } catch {
    return false;
  }
};

const endpoint = z
  .string({ error: 'api.alerts.endpointInvalid' })
  .min(1, 'api.alerts.endpointInvalid')
  .max(PUSH_ENDPOINT_MAX_LENGTH, 'api.alerts.endpointInvalid')
  .refine(isPushEndpoint, 'api.alerts.endpointInvalid');

/**
 * The browser's keys, base64url as `toJSON()` writes them (a trailing `=` padding allowed):
 * `p256dh` an uncompressed P-256 point (65 bytes, the first 0x04, so its text starts with `B`),
 * `auth` 16 random bytes.
 */
const p256dh = z.string({ error: 'api.alerts.keyInvalid' }).regex(/^B[A-Za-z0-9_-]{86}=?$/, 'api.alerts.keyInvalid');
const auth = z.string({ error: 'api.alerts.keyInvalid' }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'api.alerts.keyInvalid');

export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({ p256dh, auth }, { error: 'api.alerts.keyInvalid' }),
});

/** DELETE `ALERT_PATHS.subscriptions`: any address the fan may have given (one no longer valid can still go). */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: 'api.alerts.endpointInvalid' }).min(1, 'api.alerts.endpointInvalid').max(PUSH_ENDPOINT_MAX_LENGTH, 'api.alerts.endpointInvalid'),
});

/** "HH:MM", 24-hour. */
const clockTime = z
  .string({ error: 'api.alerts.timeInvalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'api.alerts.timeInvalid')
  .nullable()
  .default(null);

/** PUT `ALERT_PATHS.preferences`: the fan's choices, whole (a kind named twice counts once). */
export const alertPreferencesSchema = z
  .object({
    kinds: z
      .array(z.enum(ALERT_KINDS, { error: 'api.alerts.kindUnknown' }), { error: 'api.alerts.kindUnknown' })
      .max(ALERT_KINDS.length * 2, 'api.alerts.kindUnknown')
      .transform((kinds) => ALERT_KINDS.filter((kind) => kinds.includes(kind))),
    mutedFrom: clockTime,
    mutedTo: clockTime,
    timeZone: z
      .string({ error: 'api.alerts.timeZoneInvalid' })
      .min(1, 'api.alerts.timeZoneInvalid')
      .max(64, 'api.alerts.timeZoneInvalid')
      .refine(isTimeZone, 'api.alerts.timeZoneInvalid')
      .default('UTC'),
  })
  .refine((preferences) => (preferences.mutedFrom === null) === (preferences.mutedTo === null), { message: 'api.alerts.mutedHoursPair', path: ['mutedTo'] });

export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionSchema>;
export type AlertPreferencesRequest = z.infer<typeof alertPreferencesSchema>;
