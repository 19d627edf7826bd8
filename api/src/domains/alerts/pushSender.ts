// One Web Push message: encrypted for the browser (RFC 8291, aes128gcm) and signed with the site's
// VAPID key (RFC 8292) by the web-push package, then posted to the browser's push service. The
// post is ours, not web-push's `sendNotification` (which only speaks https): a push service run on
// this machine over http (development, the tests) is reached the same way, redirects are not
// followed (the address is a fan's), and the time a push service may take is bounded.
import type { Urgency } from 'web-push';
import webpush from 'web-push';
import type { VapidDetails } from './pushSettings';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  vapid: VapidDetails;
  /** Seconds the push service keeps the message for a browser that is away. */
  ttlSeconds: number;
  urgency: Urgency;
}

/** `sent`: the push service took it; `gone`: the subscription no longer exists (404, 410); `failed`: anything else. */
export type PushOutcome = { status: 'sent' } | { status: 'gone'; httpStatus: number } | { status: 'failed'; reason: string };

export type PushSend = (target: PushTarget, payload: string, options: PushOptions) => Promise<PushOutcome>;

const PUSH_TIMEOUT_MS = 10_000;

export const sendPush: PushSend = async (target, payload, options) => {
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds,
      urgency: options.urgency,
      contentEncoding: 'aes128gcm',
    });
  } catch (error) {
    return { status: 'failed', reason: `not encrypted: ${error instanceof Error ? error.message : String(error)}` };
  }
  // fetch counts the body itself.
  const headers = Object.fromEntries(Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length').map(([name, value]) => [name, String(value)]));
  try {
    const response = await fetch(details.endpoint, {
      method: 'POST',
      headers,
      body: details.body ?? undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { status: 'sent' };
    if (response.status === 404 || response.status === 410) return { status: 'gone', httpStatus: response.status };
    return { status: 'failed', reason: `answered ${response.status}` };
  } catch (error) {
    return { status: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
};
