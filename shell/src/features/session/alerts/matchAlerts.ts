// Alerts in an open tab: the matches a fan follows (starred, or one of its teams or its
// competition) that are live or still to come (the api's following list: yesterday to a week
// ahead) are watched on their realtime channels, and
// each event the alerts name (ALERT_EVENTS: a goal, a red card, kick-off, half-time, full-time)
// becomes one alert — the same mapping the api's Web Push uses (`eventAlert`); a goal VAR took
// back is told where that goal's alert was shown. Matches that go live later are picked up from
// the score channels. Which kinds and the muted hours are the fan's choices.
import { type AlertKind, alertMatchUrl, type AlertMessage, type AlertPreferences, alertTag, eventAlert, isMutedAt } from '@matchday/contracts/alerts/contract';
import { type MatchEvent, type MatchSummary, type MatchUpdate, SPORTS } from '@matchday/contracts/sports/contract';
import { channels } from '@matchday/contracts/realtime/protocol';
import type { WatchChannel } from '@matchday/shared/realtime/realtimeClient';
import type { Subscription } from 'rxjs';

export interface MatchAlert {
  kind: AlertKind;
  /** What it says (a goal cancelled by VAR is a goal alert that says so). */
  message: AlertMessage;
  /** Shown only where this alert was (the goal a cancellation takes back). */
  requires?: string;
  match: MatchSummary;
  event: MatchEvent;
  /** One per match event, the same in every tab and in the push message. */
  tag: string;
  /** The match's page. */
  url: string;
}

export interface MatchAlertsOptions {
  watch: WatchChannel;
  /** The matches the fan follows, around now. */
  loadFollowed: () => Promise<MatchSummary[]>;
  isFollowed: (match: MatchSummary) => boolean;
  preferences: () => AlertPreferences;
  deliver: (alert: MatchAlert) => void;
  now?: () => Date;
  /** How often the followed matches are read again (a new day's). */
  refreshMs?: number;
}

/** The alert an event of a match raises, if any. */
export function alertOf(match: MatchSummary, event: MatchEvent): MatchAlert | null {
  const raised = eventAlert(event);
  if (!raised) return null;
  return {
    kind: raised.kind,
    message: raised.message,
    ...(raised.cancels ? { requires: alertTag(match.id, raised.cancels.seq) } : {}),
    match,
    event,
    tag: alertTag(match.id, event.seq),
    url: alertMatchUrl(match.id),
  };
}

/** Starts watching; returns what stops it. */
export function watchMatchAlerts(options: MatchAlertsOptions): { stop: () => void; refresh: () => Promise<void> } {
  const now = options.now ?? (() => new Date());
  const watched = new Map<string, Subscription>();
  let stopped = false;

  const onUpdate = (update: MatchUpdate) => {
    const preferences = options.preferences();
    if (isMutedAt(preferences, now())) return;
    for (const event of update.events) {
      const alert = alertOf(update.match, event);
      if (alert && preferences.kinds.includes(alert.kind)) options.deliver(alert);
    }
  };
  /** `followed`: the api's following list says so (the favourites store may not have been read yet). */
  const watchMatch = (match: MatchSummary, followed = options.isFollowed(match)) => {
    if (stopped || watched.has(match.id) || match.status === 'finished' || !followed) return;
    watched.set(
      match.id,
      options.watch(channels.match(match.id)).subscribe((message) => {
        if (message.type !== 'message') return;
        onUpdate(message.data);
        if (message.data.match.status === 'finished') unwatch(match.id);
      }),
    );
  };
  const unwatch = (matchId: string) => {
    watched.get(matchId)?.unsubscribe();
    watched.delete(matchId);
  };
  // A followed match the list did not have (followed meanwhile) is watched from its score update on.
  const scores = SPORTS.map((sport) =>
    options.watch(channels.scores(sport)).subscribe((message) => {
      if (message.type === 'message') for (const match of message.data.matches) watchMatch(match);
    }),
  );
  const refresh = async () => {
    const followed = await options.loadFollowed().catch(() => null);
    if (!followed) return; // the api is away: keep watching what is watched
    // A match no longer followed (unstarred, its team dropped) is no longer watched.
    for (const [matchId] of watched) if (!followed.some((match) => match.id === matchId)) unwatch(matchId);
    for (const match of followed) watchMatch(match, true);
  };
  void refresh();
  const timer = setInterval(() => void refresh(), options.refreshMs ?? 5 * 60_000);
  return {
    refresh,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      for (const subscription of scores) subscription.unsubscribe();
      for (const [matchId] of watched) unwatch(matchId);
    },
  };
}
