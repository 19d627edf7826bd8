// A fixture API-Football really sent (in play, with its events so far), told as the provider
// would have told it at an earlier minute of the same match: its recorded events up to then
// (45+2 comes before 46), the score those make (an own goal counts for the team it is listed
// under, as API-Football lists it), the status and clock of that minute; 'HT' the break; 'FT'
// every recorded event, the recorded score, full time. The stand-ins replay recordings with it.
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- recorded payloads, read as the provider sends them

const at = (event: Json) => event.time.elapsed + (event.time.extra ?? 0) / 100;

export function fixtureAt(recorded: Json, when: number | 'HT' | 'FT'): Json {
  const copy: Json = structuredClone(recorded);
  const minute = when === 'FT' ? Infinity : when === 'HT' ? 45.99 : when;
  const all = (recorded.events ?? []) as Json[];
  copy.events = all.filter((event) => at(event) <= minute);
  const scored = (teamId: number, events: Json[]) =>
    events.filter((event) => event.type === 'Goal' && event.detail !== 'Missed Penalty' && event.team.id === teamId && !/shoot/i.test(event.comments ?? '')).length;
  const score = (events: Json[]) => ({ home: scored(recorded.teams.home.id, events), away: scored(recorded.teams.away.id, events) });
  const firstHalf = score(all.filter((event) => at(event) < 46));
  if (when === 'FT') {
    copy.fixture.status = { long: 'Match Finished', short: 'FT', elapsed: 90 };
    copy.score.halftime = firstHalf;
    copy.score.fulltime = { ...recorded.goals };
    copy.teams.home.winner = recorded.goals.home > recorded.goals.away;
    copy.teams.away.winner = recorded.goals.away > recorded.goals.home;
    return copy;
  }
  copy.goals = score(copy.events);
  copy.fixture.status =
    when === 'HT' ? { long: 'Halftime', short: 'HT', elapsed: 45 } : minute <= 45 ? { long: 'First Half', short: '1H', elapsed: minute } : { long: 'Second Half', short: '2H', elapsed: minute };
  copy.score.halftime = when === 'HT' || minute > 45 ? firstHalf : { home: null, away: null };
  copy.score.fulltime = { home: null, away: null };
  copy.teams.home.winner = null;
  copy.teams.away.winner = null;
  return copy;
}

/** A recorded fixture before kick-off: no events, no score, not started. */
export function fixtureBefore(recorded: Json): Json {
  const copy: Json = structuredClone(recorded);
  copy.events = [];
  copy.goals = { home: null, away: null };
  copy.fixture.status = { long: 'Not Started', short: 'NS', elapsed: null };
  copy.score = { halftime: { home: null, away: null }, fulltime: { home: null, away: null }, extratime: { home: null, away: null }, penalty: { home: null, away: null } };
  copy.teams.home.winner = null;
  copy.teams.away.winner = null;
  return copy;
}

/** Where a match is at `now` when it kicked off at `kickOff` (milliseconds): before, a minute of play, the break, or over. */
export function stageAt(kickOff: number, now: number): 'NS' | number | 'HT' | 'FT' {
  const minutes = (now - kickOff) / 60_000;
  if (minutes < 0) return 'NS';
  if (minutes < 45) return Math.floor(minutes) + 1;
  if (minutes < 60) return 'HT';
  if (minutes < 105) return Math.floor(minutes - 15) + 1;
  return 'FT';
}
