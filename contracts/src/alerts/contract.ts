// Match alerts: a goal, a red card, kick-off, half-time and full-time of a match a fan follows
// (starred, or one of its teams or its competition). In an open tab the site shows them from the
// live data it already receives; with every tab closed they come by Web Push (the api sends
// them to the fan's browsers, encrypted for each, with the site's VAPID keys). Types and paths
// only (no zod), so the client can import them without the schemas.

/** What a fan can be alerted to. */
export const ALERT_KINDS = ['goal', 'red_card', 'kick_off', 'half_time', 'full_time'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Which match events raise which alert, per sport (the rest raise none). */
export const ALERT_EVENTS: Readonly<Record<string, AlertKind>> = {
  goal: 'goal',
  own_goal: 'goal',
  penalty: 'goal',
  red_card: 'red_card',
  second_yellow: 'red_card',
  kick_off: 'kick_off',
  half_time_score: 'half_time',
  full_time: 'full_time',
};

/** What an alert says: a kind a fan chooses, or a goal video review took back (told under the fan's choice of goals, to those who had the goal). */
export type AlertMessage = AlertKind | 'goal_cancelled';

/** The goal a VAR decision takes back, as the api names it on the decision (`detail.cancels`). */
export interface CancelledGoal {
  seq: number;
  key: string | null;
}

/**
 * The alert a match event raises, if any: its kind (the fan's choice), what it says, and for a
 * goal cancelled by VAR, which goal — only the fans who had that goal's alert hear of it.
 */
export function eventAlert(event: { type: string; detail?: Record<string, unknown> | null }): { kind: AlertKind; message: AlertMessage; cancels?: CancelledGoal } | null {
  if (event.type === 'var_decision') {
    const cancels = event.detail?.cancels as Partial<CancelledGoal> | undefined;
    if (event.detail?.decision !== 'goal_cancelled' || typeof cancels?.seq !== 'number') return null;
    return { kind: 'goal', message: 'goal_cancelled', cancels: { seq: cancels.seq, key: typeof cancels.key === 'string' ? cancels.key : null } };
  }
  const kind = Object.hasOwn(ALERT_EVENTS, event.type) ? ALERT_EVENTS[event.type] : undefined;
  return kind ? { kind, message: kind } : null;
}

/** A fan's choices: which alerts, and hours without any (in their own time zone). */
export interface AlertPreferences {
  kinds: AlertKind[];
  /** "HH:MM" (24 h) or null: no muted hours. Both set or both null; may wrap midnight. */
  mutedFrom: string | null;
  mutedTo: string | null;
  /** IANA zone the muted hours are read in. */
  timeZone: string;
}

export const DEFAULT_ALERT_PREFERENCES: AlertPreferences = { kinds: [...ALERT_KINDS], mutedFrom: null, mutedTo: null, timeZone: 'UTC' };

/** A browser's push subscription as `PushSubscription.toJSON()` gives it. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** What a push message carries (JSON): the service worker shows it and opens `url` on a click. */
export interface AlertPayload {
  kind: AlertMessage;
  matchId: string;
  title: string;
  body: string;
  /** The match's page, relative to the site. */
  url: string;
  /** One per match event: a second message with the same tag replaces the first. */
  tag: string;
}

/** An alert's `url`: the match's page (the route table's `detail`; the site sends a phone on to its twin). */
export const alertMatchUrl = (matchId: string): string => `/pc/detail?id=${matchId}`;

/** An alert's `tag`: one per match event, the same in every tab and in the push message. */
export const alertTag = (matchId: string, seq: number): string => `match:${matchId}:${seq}`;

/** What an alert is about: a match's event, with the match as it stands. */
export interface AlertMoment {
  kind: AlertMessage;
  home: string;
  away: string;
  homeScore: number;
  awayScore: number;
  side: 'home' | 'away' | null;
  player: string;
  minute: number;
  stoppage: number;
  competition: string;
}

/**
 * An alert's words in the reader's language, the same for an open tab's toast and the api's push.
 * `t` reads the alert texts (`@matchday/contracts/i18n/alerts/<locale>.json`, keys `alerts.<kind>`).
 */
export function alertWords(t: (key: string, values: Record<string, string | number>) => string, moment: AlertMoment): { title: string; body: string } {
  const team = moment.side === 'home' ? moment.home : moment.side === 'away' ? moment.away : '';
  const title = t(`alerts.${moment.kind}`, { home: moment.home, away: moment.away, homeScore: moment.homeScore, awayScore: moment.awayScore, team });
  // Isolated left to right: 42' must not read '42 in Arabic.
  const minute = moment.minute > 0 ? `\u2066${moment.minute}${moment.stoppage > 0 ? `+${moment.stoppage}` : ''}'\u2069` : '';
  const body = moment.kind === 'goal' || moment.kind === 'red_card' || moment.kind === 'goal_cancelled' ? `${moment.player || team} ${minute}`.trim() : moment.competition;
  return { title, body };
}

/** Browsers (push subscriptions) one fan may get alerts on; another is refused (api.alerts.subscriptionLimit). */
export const PUSH_SUBSCRIPTIONS_LIMIT = 10;

/** GET `ALERT_PATHS.vapidKey`: the key `pushManager.subscribe` takes as `applicationServerKey`. */
export interface VapidKey {
  publicKey: string;
}

/** POST and DELETE `ALERT_PATHS.subscriptions`: whether that browser now gets the fan's alerts. */
export interface PushSubscriptionState {
  endpoint: string;
  subscribed: boolean;
}

export const ALERT_PATHS = {
  /** GET: the site's VAPID public key (base64url), for `pushManager.subscribe`; 404 when push is off. */
  vapidKey: '/api/alerts/vapid-key',
  /** POST a PushSubscriptionBody (signed in): this browser gets the fan's alerts; DELETE with `{ endpoint }`: no more. */
  subscriptions: '/api/alerts/subscriptions',
  /** GET / PUT the signed-in fan's AlertPreferences. */
  preferences: '/api/alerts/preferences',
} as const;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether an instant falls in the fan's muted hours, read in their zone; a span may wrap midnight
 * (22:00–07:00). The one rule for the api's pushes and the site's toasts.
 */
export function isMutedAt(preferences: Pick<AlertPreferences, 'mutedFrom' | 'mutedTo' | 'timeZone'>, at: Date): boolean {
  const { mutedFrom, mutedTo } = preferences;
  if (!mutedFrom || !mutedTo || mutedFrom === mutedTo) return false;
  let clock: string;
  try {
    clock = new Intl.DateTimeFormat('en-GB', { timeZone: preferences.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  } catch {
    return false; // a zone this runtime does not know: never silence on a guess
  }
  const now = minutesOf(clock);
  const [from, to] = [minutesOf(mutedFrom), minutesOf(mutedTo)];
  return from < to ? now >= from && now < to : now >= from || now < to;
}
