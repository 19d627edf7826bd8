import { matchRoute } from '@matchday/contracts/routes/routeTable';
import { alertMatchUrl } from '@matchday/contracts/alerts/contract';
import { alertPreferencesSchema, isPushEndpoint, pushSubscriptionSchema } from '@matchday/contracts/alerts/schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe('alert requests', () => {
  it('take a push service’s https address, or http on this machine, never with credentials', () => {
    expect(isPushEndpoint('https://fcm.googleapis.com/fcm/send/abc:def')).toBe(true);
    expect(isPushEndpoint('http://127.0.0.1:9/push/1')).toBe(true);
    expect(isPushEndpoint('http://localhost/push/1')).toBe(true);
    expect(isPushEndpoint('http://[::1]:8/push')).toBe(true);
    expect(isPushEndpoint('http://push.example/abc')).toBe(false);
    expect(isPushEndpoint('https://user:pass@push.example/abc')).toBe(false);
    expect(isPushEndpoint('ftp://push.example/abc')).toBe(false);
    expect(isPushEndpoint('not an address')).toBe(false);
  });

  it('take a subscription as the browser writes it, keys of the right sizes', () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expirationTime: null,
      keys: { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) },
    };
    expect(pushSubscriptionSchema.safeParse(subscription).success).toBe(true);
    expect(firstMessage(pushSubscriptionSchema.safeParse({ ...subscription, keys: { ...subscription.keys, p256dh: `A${'x'.repeat(86)}` } }))).toBe('api.alerts.keyInvalid');
    expect(firstMessage(pushSubscriptionSchema.safeParse({ ...subscription, keys: { ...subscription.keys, auth: 'a'.repeat(21) } }))).toBe('api.alerts.keyInvalid');
    expect(firstMessage(pushSubscriptionSchema.safeParse({ endpoint: subscription.endpoint }))).toBe('api.alerts.keyInvalid');
    expect(firstMessage(pushSubscriptionSchema.safeParse({ ...subscription, endpoint: `https://push.example/${'x'.repeat(2048)}` }))).toBe('api.alerts.endpointInvalid');
  });

  it('take the fan’s choices: known kinds once each, both ends of the quiet hours or neither, a known zone', () => {
    expect(alertPreferencesSchema.parse({ kinds: ['full_time', 'goal', 'goal'] })).toEqual({ kinds: ['goal', 'full_time'], mutedFrom: null, mutedTo: null, timeZone: 'UTC' });
    expect(alertPreferencesSchema.parse({ kinds: [], mutedFrom: '22:00', mutedTo: '07:30', timeZone: 'Europe/Paris' }).mutedTo).toBe('07:30');
    expect(firstMessage(alertPreferencesSchema.safeParse({ kinds: ['corner'] }))).toBe('api.alerts.kindUnknown');
    expect(firstMessage(alertPreferencesSchema.safeParse({ kinds: [], mutedFrom: '24:00', mutedTo: '07:00' }))).toBe('api.alerts.timeInvalid');
    expect(firstMessage(alertPreferencesSchema.safeParse({ kinds: [], mutedFrom: '22:00' }))).toBe('api.alerts.mutedHoursPair');
    expect(firstMessage(alertPreferencesSchema.safeParse({ kinds: [], timeZone: 'Mars/Olympus' }))).toBe('api.alerts.timeZoneInvalid');
  });

  it('link an alert to the match page of the route table', () => {
    const url = new URL(alertMatchUrl('42'), 'https://matchday.example');
    expect(matchRoute(url.pathname)?.id).toBe('detail');
    expect(url.searchParams.get('id')).toBe('42');
  });
});
