// The tab's alert watcher: followed matches of the day and those going live are watched on their
// channels; each event the alerts name becomes one alert, within the fan's choices.
import { type AlertPreferences, DEFAULT_ALERT_PREFERENCES } from '@matchday/contracts/alerts/contract';
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import type { ChannelEvent, WatchChannel } from '@matchday/shared/realtime/realtimeClient';
import { matchEvent, matchSummary } from '@matchday/contracts/testing/sportsFixtures';
import { Subject } from 'rxjs';
import { watchMatchAlerts, type MatchAlert } from './matchAlerts';

const event = (seq: number, type: string, patch: Partial<MatchEvent> = {}): MatchEvent => matchEvent(seq, type as MatchEvent['type'], patch);

function realtime() {
  const subjects = new Map<string, Subject<ChannelEvent>>();
  const subject = (name: string) => subjects.get(name) ?? subjects.set(name, new Subject<ChannelEvent>()).get(name)!;
  const watch = ((name: string) => subject(name).asObservable()) as WatchChannel;
  const send = (name: string, data: unknown) => subject(name).next({ type: 'message', seq: 1, data, sentAt: 0 });
  const watching = (name: string) => (subjects.get(name)?.observed ?? false);
  return { watch, send, watching };
}

const followedTeam = 't1';
const followed = matchSummary({ id: '10', status: 'live' });
const other = matchSummary({ id: '11', status: 'live', home: { id: 't8', name: 'Other', shortName: 'OTH' }, away: { id: 't9', name: 'Else', shortName: 'ELS' } });

function start(today: MatchSummary[], preferences: Partial<AlertPreferences> = {}, now = new Date('2026-11-28T15:00:00Z')) {
  const channel = realtime();
  const alerts: MatchAlert[] = [];
  const watcher = watchMatchAlerts({
    watch: channel.watch,
    loadFollowed: async () => today.filter((match) => match.home.id === followedTeam || match.away.id === followedTeam),
    isFollowed: (match) => match.home.id === followedTeam || match.away.id === followedTeam,
    preferences: () => ({ ...DEFAULT_ALERT_PREFERENCES, ...preferences }),
    deliver: (alert) => alerts.push(alert),
    now: () => now,
  });
  return { ...channel, alerts, watcher };
}

it("raises one alert per alerting event of a followed team's match, tagged by the event, linking to the match", async () => {
  const { send, alerts, watcher, watching } = start([followed, other]);
  await vi.waitFor(() => expect(watching('match:10')).toBe(true));
  expect(watching('match:11')).toBe(false);
  send('match:10', { match: { ...followed, homeScore: 1 }, events: [event(5, 'goal'), event(6, 'corner'), event(7, 'yellow_card')] });
  send('match:10', { match: followed, events: [event(8, 'red_card', { side: 'away', player: 'B. Back' }), event(9, 'half_time_score', { minute: 45 })] });
  expect(alerts.map((alert) => [alert.kind, alert.tag, alert.url])).toEqual([
    ['goal', 'match:10:5', '/pc/detail?id=10'],
    ['red_card', 'match:10:8', '/pc/detail?id=10'],
    ['half_time', 'match:10:9', '/pc/detail?id=10'],
  ]);
  watcher.stop();
  expect(watching('match:10')).toBe(false);
});

it('watches a followed match from its score update when it goes live, from kick-off on', async () => {
  const { send, alerts, watcher, watching } = start([]);
  await vi.waitFor(() => expect(watching('scores:football')).toBe(true));
  send('scores:football', { matches: [other, { ...followed, status: 'live' }] });
  expect(watching('match:10')).toBe(true);
  expect(watching('match:11')).toBe(false);
  send('match:10', { match: { ...followed, status: 'finished' }, events: [event(90, 'full_time', { side: null, minute: 90 })] });
  expect(alerts.map((alert) => alert.kind)).toEqual(['full_time']);
  // Over: no longer watched.
  expect(watching('match:10')).toBe(false);
  watcher.stop();
});

it("keeps to the fan's choices: the kinds chosen, nothing in the muted hours", async () => {
  const noGoals = start([followed], { kinds: ['red_card', 'full_time'] });
  await vi.waitFor(() => expect(noGoals.watching('match:10')).toBe(true));
  noGoals.send('match:10', { match: followed, events: [event(5, 'goal'), event(6, 'red_card')] });
  expect(noGoals.alerts.map((alert) => alert.kind)).toEqual(['red_card']);
  noGoals.watcher.stop();

  const night = start([followed], { mutedFrom: '14:00', mutedTo: '16:00', timeZone: 'UTC' });
  await vi.waitFor(() => expect(night.watching('match:10')).toBe(true));
  night.send('match:10', { match: followed, events: [event(5, 'goal')] });
  expect(night.alerts).toEqual([]);
  night.watcher.stop();
});

it('stops watching a match no longer followed, and finished matches are never watched', async () => {
  let today = [followed, matchSummary({ id: '12', status: 'finished' })];
  const channel = realtime();
  const follows = new Set(['t1']);
  const watcher = watchMatchAlerts({
    watch: channel.watch,
    loadFollowed: async () => today.filter((match) => follows.has(match.home.id)),
    isFollowed: (match) => follows.has(match.home.id),
    preferences: () => DEFAULT_ALERT_PREFERENCES,
    deliver: () => undefined,
  });
  await vi.waitFor(() => expect(channel.watching('match:10')).toBe(true));
  expect(channel.watching('match:12')).toBe(false);
  follows.clear();
  today = [followed];
  await watcher.refresh();
  expect(channel.watching('match:10')).toBe(false);
  watcher.stop();
});

it("watches the api's followed matches even before the fan's favourites are read (the store says nothing yet)", async () => {
  const channel = realtime();
  const watcher = watchMatchAlerts({
    watch: channel.watch,
    loadFollowed: async () => [followed],
    isFollowed: () => false,
    preferences: () => DEFAULT_ALERT_PREFERENCES,
    deliver: () => undefined,
  });
  await vi.waitFor(() => expect(channel.watching('match:10')).toBe(true));
  watcher.stop();
});

it('raises a goal VAR took back as a goal alert that says so, to be shown only where the goal was', async () => {
  const { send, alerts, watcher, watching } = start([followed]);
  await vi.waitFor(() => expect(watching('match:10')).toBe(true));
  send('match:10', { match: { ...followed, homeScore: 1 }, events: [event(5, 'goal')] });
  send('match:10', {
    match: followed,
    events: [event(6, 'var_decision', { detail: { decision: 'goal_cancelled', original: 'Goal Disallowed - offside', cancels: { seq: 5, key: 'goal:1:23+0:9' } }, homeScore: 0 }), event(7, 'var_decision', { detail: { decision: 'penalty_confirmed' } })],
    removedEvents: [5],
  });
  expect(alerts.map((alert) => [alert.kind, alert.message, alert.tag, alert.requires])).toEqual([
    ['goal', 'goal', 'match:10:5', undefined],
    ['goal', 'goal_cancelled', 'match:10:6', 'match:10:5'],
  ]);
  watcher.stop();
});
