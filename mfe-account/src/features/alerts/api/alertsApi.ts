// The fan's alerts at the api: the site's push key, this browser's subscription, the choices.
import { ALERT_PATHS, type AlertPreferences, type PushSubscriptionBody } from '@matchday/contracts/alerts/contract';
import { http } from '@matchday/shared/http/http';

export async function readVapidKey(): Promise<string> {
  return (await http.get(ALERT_PATHS.vapidKey)).data.publicKey;
}

export async function saveSubscription(subscription: PushSubscriptionBody): Promise<void> {
  await http.post(ALERT_PATHS.subscriptions, subscription);
}

export async function removeSubscription(endpoint: string): Promise<void> {
  await http.delete(ALERT_PATHS.subscriptions, { data: { endpoint } });
}

export async function readAlertPreferences(): Promise<AlertPreferences> {
  return (await http.get(ALERT_PATHS.preferences)).data;
}

export async function saveAlertPreferences(preferences: AlertPreferences): Promise<AlertPreferences> {
  return (await http.put(ALERT_PATHS.preferences, preferences)).data;
}
