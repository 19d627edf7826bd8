// The alert notifier: every api process runs it on a timer, one at a time (a job lease). A sweep
// reads the match events stored since the last one (a cursor in the database), keeps those that
// raise an alert (ALERT_EVENTS), finds the fans who follow each match and have a browser to
// alert, drops the ones whose choices leave the kind out or whose quiet hours cover now, records
// one delivery per fan and event (unique: a second sweep or process records nothing and sends
// nothing) and pushes it to each of the fan's browsers. A push lost after its delivery was
// recorded is not sent again: at most one alert per event, never two.
import { type AlertKind, eventAlert, isMutedAt } from '@matchday/contracts/alerts/contract';
import { type Locale, parseLocale } from '@matchday/contracts/i18n/locales';
import type { Urgency } from 'web-push';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { withJobLease } from '../../db/jobLeases';
import { alertPayload } from './payload';
import { sendPush, type PushSend } from './pushSender';
import type { VapidDetails } from './pushSettings';
import {
  eventsAfter,
  followersOf,
  liveSubscriptionsOf,
  prune,
  recipientsOf,
  readCursor,
  recordDeliveries,
  recordOutcomes,
  saveCursor,
  type AlertCursor,
  type Delivery,
  type EventRow,
  type SubscriptionRow,
} from './queries';
import type { AlertsService } from './service';

/** How often server.ts sweeps: a goal's alert leaves within about this long of its storing. */
export const ALERT_SWEEP_MS = 1000;
/** An event older than this alerts nobody (an import of past matches, an api that was down for hours). */
export const ALERT_MAX_AGE_MS = 10 * 60_000;
/** How long the cursor waits at a hole in the event ids (an insert committing late) before it passes it. */
export const ALERT_HOLE_WAIT_MS = 30_000;
const BATCH = 2000;
const LEASE_MS = 60_000;
/** Pushes in flight at once. */
const CONCURRENCY = 32;
const PRUNE_EVERY_MS = 60 * 60_000;
/** Seconds a push service keeps an alert for a browser that is away: a goal is news for a while, a kick-off not for long. */
const TTL_SECONDS: Record<AlertKind, number> = { goal: 1800, red_card: 1800, kick_off: 900, half_time: 900, full_time: 3600 };
const URGENCY: Record<AlertKind, Urgency> = { goal: 'high', red_card: 'normal', kick_off: 'normal', half_time: 'normal', full_time: 'normal' };

/** A browser whose language the api does not know gets English. */
const PUSH_FALLBACK_LOCALE: Locale = 'en_US';


export interface AlertLog {
  info: (details: object, message: string) => void;
}

export interface AlertNotifierOptions {
  db: Database;
  clock: Clock;
  alerts: AlertsService;
  log?: AlertLog;
  /** How a message reaches a push service (sendPush unless given). */
  send?: PushSend;
}

export interface SweepResult {
  /** Match events read, and of them the ones that raise an alert. */
  events: number;
  alerting: number;
  /** Deliveries recorded (fan and event), and the pushes they made (one per browser). */
  alerts: number;
  pushes: number;
  failed: number;
  gone: number;
  /** Why pushes failed (a few, for the log). */
  failures: string[];
  /** From each sent alert's event being stored to its push service taking it, ms. */
  latencyMs: number[];
}

/** The event's identity for deliveries: the provider's key when it has one (a corrected goal is the same goal). */
const eventKey = (event: Pick<EventRow, 'feedKey' | 'seq'>): string => (event.feedKey ? `feed:${event.feedKey}` : `seq:${event.seq}`);

/**
 * Where the cursor goes after reading `ids` (ascending, all above the cursor): past every id read
 * when they follow on without a hole; else to the hole, for ALERT_HOLE_WAIT_MS at most (a lower id
 * may belong to an insert still committing), then past it (a rolled-back or deleted row).
 */
export function nextCursor(cursor: AlertCursor, ids: readonly number[], now: Date): AlertCursor {
  if (ids.length === 0) return { lastEventId: cursor.lastEventId, heldSince: null };
  let contiguous = cursor.lastEventId;
  for (const id of ids) {
    if (id !== contiguous + 1) break;
    contiguous = id;
  }
  const last = ids[ids.length - 1]!;
  if (contiguous === last) return { lastEventId: last, heldSince: null };
  const heldSince = cursor.heldSince ?? now;
  if (now.getTime() - heldSince.getTime() >= ALERT_HOLE_WAIT_MS) return { lastEventId: last, heldSince: null };
  return { lastEventId: contiguous, heldSince };
}

/** Runs `work` over `items`, `limit` at a time. */
async function inPool<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(runners);
}

export class AlertNotifier {
  private running = false;
  private prunedAt = 0;

  constructor(private readonly options: AlertNotifierOptions) {}

  /** One sweep; null when push is off, or another sweep (this process's or another's) is running. */
  async sweep(): Promise<SweepResult | null> {
    if (this.running) return null;
    this.running = true;
    try {
      const vapid = await this.options.alerts.vapidDetails();
      if (!vapid) return null;
      return await withJobLease(this.options.db, 'match-alerts', LEASE_MS, () => this.sweepHeld(vapid));
    } finally {
      this.running = false;
    }
  }

  private async sweepHeld(vapid: VapidDetails): Promise<SweepResult> {
    const { db, clock } = this.options;
    const now = clock.now();
    const cursor = await readCursor(db);
    const events = await eventsAfter(db, cursor.lastEventId, BATCH);
    const alerting = events.filter((event) => eventAlert(event) && now.getTime() - event.createdAt.getTime() <= ALERT_MAX_AGE_MS);
    const result: SweepResult = { events: events.length, alerting: alerting.length, alerts: 0, pushes: 0, failed: 0, gone: 0, failures: [], latencyMs: [] };
    if (alerting.length > 0) await this.deliver(alerting, vapid, now, result);
    // After the deliveries: a sweep that dies before this reads the same events again, and the deliveries recorded send nothing twice.
    await saveCursor(db, nextCursor(cursor, events.map((event) => event.id), now));
    if (result.alerts > 0 || result.failed > 0) {
      const sorted = [...result.latencyMs].sort((a, b) => a - b);
      this.options.log?.info(
        {
          alerts: {
            events: result.alerting,
            delivered: result.alerts,
            pushes: result.pushes,
            failed: result.failed,
            gone: result.gone,
            latencyMs: sorted.length > 0 ? { median: sorted[Math.floor(sorted.length / 2)], max: sorted[sorted.length - 1] } : null,
            ...(result.failed > 0 ? { failures: result.failures } : {}),
          },
        },
        `match alerts pushed: ${result.pushes} (from the event to the push: ${sorted.length > 0 ? `${sorted[sorted.length - 1]} ms at most` : 'none sent'})`,
      );
    }
    if (now.getTime() - this.prunedAt >= PRUNE_EVERY_MS) {
      this.prunedAt = now.getTime();
      const pruned = await prune(db, new Date(now.getTime() - 2 * ALERT_MAX_AGE_MS), now);
      if (pruned.subscriptions > 0) this.options.log?.info({ pruned }, 'push subscriptions of ended sessions removed');
    }
    return result;
  }

  private async deliver(events: readonly EventRow[], vapid: VapidDetails, now: Date, result: SweepResult): Promise<void> {
    const { db, clock } = this.options;
    const eventOf = new Map<string, EventRow>();
    const wanted: Delivery[] = [];
    const wants = (follower: { userId: string; preferences: Parameters<typeof isMutedAt>[0] & { kinds: AlertKind[] } }, event: EventRow, kind: AlertKind) => {
      if (!follower.preferences.kinds.includes(kind) || isMutedAt(follower.preferences, now)) return;
      wanted.push({ userId: follower.userId, matchId: event.matchId, eventKey: eventKey(event), kind });
    };
    // A goal VAR took back is told to the fans who had the goal, and only to them.
    const cancelling = events.filter((event) => eventAlert(event)?.cancels);
    const goalKey = (event: EventRow) => {
      const goal = eventAlert(event)!.cancels!;
      return eventKey({ feedKey: goal.key, seq: goal.seq });
    };
    const hadGoal = await recipientsOf(
      db,
      cancelling.map((event) => ({ matchId: event.matchId, eventKey: goalKey(event) })),
      now,
    );
    for (const event of cancelling) {
      eventOf.set(`${event.matchId}|${eventKey(event)}`, event);
      for (const fan of hadGoal) if (fan.matchId === event.matchId && fan.eventKey === goalKey(event)) wants(fan, event, 'goal');
    }
    const others = events.filter((event) => !eventAlert(event)?.cancels);
    const followers = others.length > 0 ? await followersOf(db, [...new Set(others.map((event) => event.matchId))], now) : [];
    const byMatch = new Map<string, typeof followers>();
    for (const follower of followers) {
      const list = byMatch.get(follower.matchId) ?? [];
      list.push(follower);
      byMatch.set(follower.matchId, list);
    }
    for (const event of others) {
      const kind = eventAlert(event)!.kind;
      eventOf.set(`${event.matchId}|${eventKey(event)}`, event);
      for (const follower of byMatch.get(event.matchId) ?? []) wants(follower, event, kind);
    }
    const recorded = await recordDeliveries(db, wanted, now);
    result.alerts = recorded.length;
    if (recorded.length === 0) return;
    const subscriptions = new Map<string, SubscriptionRow[]>();
    for (const subscription of await liveSubscriptionsOf(db, [...new Set(recorded.map((delivery) => delivery.userId))], now)) {
      const list = subscriptions.get(subscription.userId) ?? [];
      list.push(subscription);
      subscriptions.set(subscription.userId, list);
    }
    const pushes = recorded.flatMap((delivery) => (subscriptions.get(delivery.userId) ?? []).map((subscription) => ({ delivery, subscription })));
    const payloads = new Map<string, string>();
    const outcomes = { sent: [] as string[], gone: [] as string[], failed: [] as string[] };
    const send = this.options.send ?? sendPush;
    await inPool(pushes, CONCURRENCY, async ({ delivery, subscription }) => {
      const event = eventOf.get(`${delivery.matchId}|${delivery.eventKey}`)!;
      const language = parseLocale(subscription.language) ?? PUSH_FALLBACK_LOCALE;
      const payloadKey = `${event.id}|${language}`;
      if (!payloads.has(payloadKey)) payloads.set(payloadKey, JSON.stringify(alertPayload(eventAlert(event)!.message, event, language)));
      const outcome = await send(subscription, payloads.get(payloadKey)!, { vapid, ttlSeconds: TTL_SECONDS[delivery.kind], urgency: URGENCY[delivery.kind] });
      if (outcome.status === 'sent') {
        outcomes.sent.push(subscription.id);
        result.latencyMs.push(Math.max(0, clock.now().getTime() - event.createdAt.getTime()));
      } else if (outcome.status === 'gone') outcomes.gone.push(subscription.id);
      else {
        outcomes.failed.push(subscription.id);
        if (result.failures.length < 5 && !result.failures.includes(outcome.reason)) result.failures.push(outcome.reason);
      }
    });
    result.pushes = outcomes.sent.length;
    result.failed = outcomes.failed.length;
    result.gone = outcomes.gone.length;
    await recordOutcomes(db, outcomes, clock.now());
  }
}
