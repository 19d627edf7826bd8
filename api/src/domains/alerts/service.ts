// Match alerts, the fan's side: the site's VAPID key, the browsers a fan gets alerts on (at most
// PUSH_SUBSCRIPTIONS_LIMIT, each tied to the session that subscribed it), and the fan's choices.
// The notifier (notifier.ts) sends the alerts.
import crypto from 'node:crypto';
import { type AlertPreferences, PUSH_SUBSCRIPTIONS_LIMIT, type PushSubscriptionState, type VapidKey } from '@matchday/contracts/alerts/contract';
import type { AlertPreferencesRequest, PushSubscriptionRequest } from '@matchday/contracts/alerts/schemas';
import { parseLocale } from '@matchday/contracts/i18n/locales';
import webpush from 'web-push';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { refuse } from '../../http/envelope';
import { deleteSubscription, keepVapidKeys, liveSubscriptionCount, readPreferences, upsertSubscription, writePreferences } from './queries';
import { endpointAllowed, type PushSettings, type VapidDetails } from './pushSettings';

/** Whether a browser's key is a point of P-256 (the schema checked its length): a bad one could never be encrypted to. */
function isCurvePoint(p256dh: string): boolean {
  try {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export class AlertsService {
  private vapid: Promise<VapidDetails | null> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly settings: PushSettings,
  ) {}

  /** Whether alerts can be pushed at all (keys set, or made in development). */
  get pushOn(): boolean {
    return this.settings.vapid !== null || this.settings.generateKeys;
  }

  /** The keys pushes are signed with; null when push is off. Development's are made once, in the database. */
  vapidDetails(): Promise<VapidDetails | null> {
    this.vapid ??= this.loadVapid().catch((error: unknown) => {
      this.vapid = null; // the database away: ask again next time
      throw error;
    });
    return this.vapid;
  }

  private async loadVapid(): Promise<VapidDetails | null> {
    if (this.settings.vapid) return this.settings.vapid;
    if (!this.settings.generateKeys) return null;
    const kept = await keepVapidKeys(this.db, webpush.generateVAPIDKeys(), this.clock.now());
    return { ...kept, subject: this.settings.subject };
  }

  async vapidKey(): Promise<VapidKey> {
    const vapid = await this.vapidDetails();
    if (!vapid) throw refuse('api.alerts.pushOff', 404);
    return { publicKey: vapid.publicKey };
  }

  /** This browser gets the fan's alerts while this session is signed in. */
  async subscribe(user: { id: string; session_id: string }, body: PushSubscriptionRequest, language: unknown): Promise<PushSubscriptionState> {
    if (!this.pushOn) throw refuse('api.alerts.pushOff', 404);
    if (!endpointAllowed(body.endpoint, this.settings)) throw refuse('api.alerts.endpointNotAllowed');
    if (!isCurvePoint(body.keys.p256dh)) throw refuse('api.alerts.keyInvalid');
    return this.db.transaction(async (tx) => {
      // One fan at a time, so two browsers cannot both pass the count at the limit.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`push-subscriptions:${user.id}`]);
      const now = this.clock.now();
      if ((await liveSubscriptionCount(tx, user.id, now, body.endpoint)) >= PUSH_SUBSCRIPTIONS_LIMIT)
        throw refuse('api.alerts.subscriptionLimit', 409, { max: PUSH_SUBSCRIPTIONS_LIMIT });
      await upsertSubscription(
        tx,
        {
          userId: user.id,
          sessionId: user.session_id,
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh.replace(/=+$/, ''),
          auth: body.keys.auth.replace(/=+$/, ''),
          language: parseLocale(typeof language === 'string' ? language : null),
        },
        now,
      );
      return { endpoint: body.endpoint, subscribed: true };
    });
  }

  /** No more alerts on that browser (idempotent; only the fan's own). */
  async unsubscribe(userId: string, endpoint: string): Promise<PushSubscriptionState> {
    await deleteSubscription(this.db, userId, endpoint);
    return { endpoint, subscribed: false };
  }

  preferences(userId: string): Promise<AlertPreferences> {
    return readPreferences(this.db, userId);
  }

  async setPreferences(userId: string, preferences: AlertPreferencesRequest): Promise<AlertPreferences> {
    const saved: AlertPreferences = { kinds: preferences.kinds, mutedFrom: preferences.mutedFrom, mutedTo: preferences.mutedTo, timeZone: preferences.timeZone };
    await writePreferences(this.db, userId, saved, this.clock.now());
    return saved;
  }
}
