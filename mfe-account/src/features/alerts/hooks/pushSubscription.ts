// This browser's Web Push subscription: the site's service worker (/sw.js) registered, the
// browser's permission asked, a subscription made with the site's VAPID key and given to the
// api — and the reverse. Nothing of it where the browser has no push (an in-app browser, an
// older Safari): the tab's own alerts still work there.
import type { PushSubscriptionBody } from '@matchday/contracts/alerts/contract';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export interface PushDeps {
  readVapidKey: () => Promise<string>;
  save: (subscription: PushSubscriptionBody) => Promise<void>;
  remove: (endpoint: string) => Promise<void>;
}

export const SERVICE_WORKER_URL = '/sw.js';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof window !== 'undefined' && 'PushManager' in window && typeof Notification !== 'undefined';

/** A VAPID key (base64url) as `applicationServerKey` wants it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ? 'on' : 'off';
}

export async function turnPushOn(deps: PushDeps): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return Notification.permission === 'denied' ? 'blocked' : 'off';
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(await deps.readVapidKey()) }));
  await deps.save(subscription.toJSON() as PushSubscriptionBody);
  return 'on';
}

export async function turnPushOff(deps: PushDeps): Promise<PushState> {
  if (!supported()) return 'unsupported';
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await deps.remove(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}
