// API-Football's fixtures in our words: status and phase, the clock as the site reads it, the
// score by period and the shoot-out, events with keys that stay the same from one answer to the
// next, line-ups, statistics, odds and injuries. Pure: only what the answer says is mapped.
import type { PeriodScore, Side } from '@matchday/shared/api/sports';
import { providerImageUrl, type FeedCompetition, type FeedEvent, type FeedLineup, type FeedMatch, type FeedOdds, type FeedTeam } from '../feedModel';
import type { FeedInjury } from '../feedSource';
import type { Fixture, FixtureEvent, FixtureLineup, FixtureOdds, Injury, TeamRef } from './apiSportsTypes';

/** Provider ids carry the api's name: API-Football's fixture 7 and API-Basketball's game 7 are different matches. */
export const footballId = (kind: 'fixture' | 'team' | 'league', id: number | string) => (kind === 'fixture' ? `football:${id}` : `football:${kind}:${id}`);

type Status = Pick<FeedMatch, 'status' | 'phase'>;

/** API-Football's short statuses (documentation: fixtures, "status"). */
const STATUSES: Record<string, Status> = {
  TBD: { status: 'not_started', phase: 'scheduled' },
  NS: { status: 'not_started', phase: 'scheduled' },
  '1H': { status: 'live', phase: 'first_half' },
  HT: { status: 'live', phase: 'half_time' },
  '2H': { status: 'live', phase: 'second_half' },
  ET: { status: 'live', phase: 'extra_time' },
  BT: { status: 'live', phase: 'extra_time' },
  P: { status: 'live', phase: 'penalties' },
  FT: { status: 'finished', phase: 'full_time' },
  AET: { status: 'finished', phase: 'full_time' },
  PEN: { status: 'finished', phase: 'full_time' },
  PST: { status: 'not_started', phase: 'postponed' },
  CANC: { status: 'result_unknown', phase: 'cancelled' },
  ABD: { status: 'result_unknown', phase: 'abandoned' },
  AWD: { status: 'finished', phase: 'full_time' },
  WO: { status: 'finished', phase: 'full_time' },
};

/** Suspended or interrupted play keeps the phase the minute says it is in. */
function statusOf(fixture: Fixture): Status {
  const known = STATUSES[fixture.fixture.status.short];
  if (known) return known;
  const elapsed = fixture.fixture.status.elapsed ?? 0;
  return { status: 'live', phase: elapsed > 90 ? 'extra_time' : elapsed > 45 ? 'second_half' : 'first_half' };
}

export function footballCompetition(league: Fixture['league'], tier = 1): FeedCompetition {
  const round = league.round ?? '';
  const format = /^Regular Season/i.test(round) ? 'league' : /group|league stage/i.test(round) ? 'groups_knockout' : 'cup';
  return {
    providerId: footballId('league', league.id),
    sport: 'football',
    discipline: 'football',
    name: league.name,
    shortName: league.name,
    country: league.country,
    format,
    tier,
    logoUrl: providerImageUrl(league.logo),
  };
}

const team = (ref: TeamRef): FeedTeam => ({ providerId: footballId('team', ref.id), name: ref.name, shortName: ref.name, country: '', logoUrl: providerImageUrl(ref.logo) });

/** A European season (2025 is 2025/26), as the engine and the imports name them. */
export const footballSeason = (season: number) => `${season}/${String((season + 1) % 100).padStart(2, '0')}`;

function periodsOf(fixture: Fixture, status: Status): PeriodScore[] {
  const { halftime, fulltime, extratime } = fixture.score;
  const goals = { home: fixture.goals.home ?? 0, away: fixture.goals.away ?? 0 };
  const periods: PeriodScore[] = [];
  if (halftime.home === null || halftime.away === null) return periods;
  periods.push({ period: '1H', home: halftime.home, away: halftime.away });
  if (status.phase === 'first_half' || status.phase === 'half_time') return periods;
  // Full time is given once the 90 minutes are over; during the second half it is the score now.
  const ninety = fulltime.home !== null && fulltime.away !== null ? { home: fulltime.home, away: fulltime.away } : goals;
  periods.push({ period: '2H', home: ninety.home - halftime.home, away: ninety.away - halftime.away });
  if (extratime.home !== null && extratime.away !== null) periods.push({ period: 'ET', home: extratime.home, away: extratime.away });
  else if (status.phase === 'extra_time' || status.phase === 'penalties') periods.push({ period: 'ET', home: goals.home - ninety.home, away: goals.away - ninety.away });
  return periods;
}

/** The phase a minute falls in (events carry minutes, not phases). */
function phaseAt(elapsed: number, shootout: boolean): string {
  if (shootout) return 'penalties';
  return elapsed > 90 ? 'extra_time' : elapsed > 45 ? 'second_half' : 'first_half';
}

/** The documentation marks a shoot-out's kicks with the comment "Penalty Shootout". */
const isShootout = (event: FixtureEvent) => /shoot/i.test(event.comments ?? '');

const VAR_DECISIONS: Record<string, string> = {
  'goal cancelled': 'goal_cancelled',
  'goal disallowed': 'goal_cancelled',
  'penalty cancelled': 'penalty_cancelled',
  'goal confirmed': 'goal_confirmed',
  'penalty confirmed': 'penalty_confirmed',
  'card upgrade': 'card_changed',
  'card changed': 'card_changed',
};

function eventType(event: FixtureEvent): { type: FeedEvent['type']; detail: Record<string, unknown> } | null {
  const detail = event.detail.toLowerCase();
  if (event.type === 'Goal') {
    if (isShootout(event)) return { type: 'penalty_shootout', detail: { scored: detail !== 'missed penalty' } };
    if (detail === 'own goal') return { type: 'own_goal', detail: {} };
    if (detail === 'penalty') return { type: 'penalty', detail: {} };
    if (detail === 'missed penalty') return { type: 'penalty_missed', detail: {} };
    return { type: 'goal', detail: event.assist.name ? { assist: event.assist.name } : {} };
  }
  if (event.type === 'Card') {
    if (detail.startsWith('second yellow')) return { type: 'second_yellow', detail: {} };
    if (detail.startsWith('red')) return { type: 'red_card', detail: {} };
    if (detail.startsWith('yellow')) return { type: 'yellow_card', detail: {} };
    return null;
  }
  if (event.type.toLowerCase() === 'subst') return { type: 'substitution', detail: { on: event.assist.name ?? '', off: event.player.name ?? '' } };
  if (event.type === 'Var') return { type: 'var_decision', detail: { decision: VAR_DECISIONS[detail] ?? 'other', original: event.detail } };
  return null;
}

/**
 * The provider's events, keyed by what identifies them in every answer (API-Football gives no
 * event id): kind, team, player and minute; a second identical one gets a counter.
 */
export function footballEvents(fixture: Fixture, status: Status): FeedEvent[] {
  const home = fixture.teams.home.id;
  const seen = new Map<string, number>();
  const events: FeedEvent[] = [];
  const started = status.status !== 'not_started' && status.phase !== 'postponed';
  if (started) events.push({ key: 'kick_off', type: 'kick_off', phase: 'first_half', minute: 0, stoppage: 0, side: null, player: '', detail: {} });
  const ordered = [...(fixture.events ?? [])].sort((a, b) => a.time.elapsed - b.time.elapsed || (a.time.extra ?? 0) - (b.time.extra ?? 0));
  let halfTimeAdded = false;
  const halfTime = () => {
    const { halftime } = fixture.score;
    if (halfTimeAdded || halftime.home === null || halftime.away === null) return;
    halfTimeAdded = true;
    events.push({ key: 'half_time', type: 'half_time_score', phase: 'half_time', minute: 45, stoppage: 0, side: null, player: '', detail: { home: halftime.home, away: halftime.away } });
  };
  for (const event of ordered) {
    if (event.time.elapsed > 45 && status.phase !== 'first_half') halfTime();
    const mapped = eventType(event);
    if (!mapped) continue;
    const teamSide: Side = event.team.id === home ? 'home' : 'away';
    // An own goal is listed under the team whose player put it in: it counts for the other side.
    const side: Side = mapped.type === 'own_goal' ? (teamSide === 'home' ? 'away' : 'home') : teamSide;
    const who = event.player.id ?? event.player.name ?? '';
    const base = `${event.type}:${mapped.type}:${event.team.id}:${who}:${event.time.elapsed}:${event.time.extra ?? 0}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    events.push({
      key: count === 1 ? base : `${base}#${count}`,
      type: mapped.type,
      phase: phaseAt(event.time.elapsed, mapped.type === 'penalty_shootout'),
      minute: event.time.elapsed,
      stoppage: event.time.extra ?? 0,
      side,
      player: event.player.name ?? '',
      detail: mapped.detail,
    });
  }
  if (status.phase !== 'first_half' && started) halfTime();
  if (status.status === 'finished') {
    const { penalty } = fixture.score;
    const minute = fixture.fixture.status.elapsed ?? 90;
    events.push({
      key: 'full_time',
      type: 'full_time',
      phase: 'full_time',
      minute,
      stoppage: 0,
      side: null,
      player: '',
      detail: penalty.home !== null && penalty.away !== null ? { penalties: { home: penalty.home, away: penalty.away } } : {},
    });
  }
  return events;
}

/** Statistics as the engine names them (the site's stat keys). */
const STAT_KEYS: Record<string, string> = {
  'Shots on Goal': 'shotsOnTarget',
  'Shots off Goal': 'shotsOffTarget',
  'Corner Kicks': 'corners',
  Offsides: 'offsides',
  Fouls: 'fouls',
  'Ball Possession': 'possession',
  'Yellow Cards': 'yellowCards',
  'Red Cards': 'redCards',
  'Goalkeeper Saves': 'saves',
  'Total passes': 'passes',
};

function statsOf(fixture: Fixture): FeedMatch['stats'] {
  if (!fixture.statistics || fixture.statistics.length < 2) return undefined;
  const sideStats = (teamId: number) => {
    const entry = fixture.statistics!.find((line) => line.team.id === teamId);
    const stats: Record<string, number> = {};
    for (const line of entry?.statistics ?? []) {
      const key = STAT_KEYS[line.type];
      if (!key || line.value === null) continue;
      const value = typeof line.value === 'number' ? line.value : Number.parseFloat(String(line.value));
      if (Number.isFinite(value)) stats[key] = value;
    }
    return stats;
  };
  return { home: sideStats(fixture.teams.home.id), away: sideStats(fixture.teams.away.id) };
}

const POSITIONS: Record<string, string> = { G: 'GK', D: 'DF', M: 'MF', F: 'FW' };

function lineupOf(lineup: FixtureLineup): FeedLineup {
  const player = (entry: FixtureLineup['startXI'][number]) => ({
    providerId: footballId('team', `player:${entry.player.id}`),
    name: entry.player.name,
    position: POSITIONS[entry.player.pos ?? ''] ?? '',
    number: entry.player.number,
  });
  return { formation: lineup.formation, starters: lineup.startXI.map(player), bench: lineup.substitutes.map(player) };
}

function lineupsOf(fixture: Fixture, events: FeedEvent[]): FeedMatch['lineups'] {
  const home = fixture.lineups?.find((lineup) => lineup.team.id === fixture.teams.home.id);
  const away = fixture.lineups?.find((lineup) => lineup.team.id === fixture.teams.away.id);
  if (!home || !away) return undefined;
  const substitutions = events
    .filter((event) => event.type === 'substitution' && event.side)
    .map((event) => ({ side: event.side!, minute: event.minute, off: String(event.detail.off ?? ''), on: String(event.detail.on ?? '') }));
  return { home: lineupOf(home), away: lineupOf(away), substitutions };
}

/** One fixture as a match; `odds` from the odds answer when it was read. */
export function footballMatch(fixture: Fixture, options: { tier?: number; odds?: FeedOdds[] } = {}): FeedMatch {
  const status = statusOf(fixture);
  const elapsed = fixture.fixture.status.elapsed ?? 0;
  const { penalty } = fixture.score;
  const events = fixture.events ? footballEvents(fixture, status) : undefined;
  const finished = status.status === 'finished';
  const winner: Side | null = finished && fixture.teams.home.winner ? 'home' : finished && fixture.teams.away.winner ? 'away' : null;
  return {
    provider: 'api-sports',
    providerId: footballId('fixture', fixture.fixture.id),
    competition: footballCompetition(fixture.league, options.tier),
    season: footballSeason(fixture.league.season),
    round: fixture.league.round ?? '',
    group: /group/i.test(fixture.league.round ?? '') ? fixture.league.round : '',
    startsAt: new Date(fixture.fixture.timestamp * 1000),
    status: status.status,
    phase: status.phase,
    // The site shows minute = clock / 60 + 1: API-Football's `elapsed` is the minute being played.
    clock: status.status === 'live' ? Math.max(0, elapsed - 1) * 60 : finished ? elapsed * 60 : 0,
    stoppage: status.status === 'live' ? (fixture.fixture.status.extra ?? 0) : 0,
    home: team(fixture.teams.home),
    away: team(fixture.teams.away),
    homeScore: fixture.goals.home ?? 0,
    awayScore: fixture.goals.away ?? 0,
    periodScores: periodsOf(fixture, status),
    penalties: penalty.home !== null && penalty.away !== null ? { home: penalty.home, away: penalty.away } : null,
    winner,
    knockout: !/^Regular Season|group|league stage/i.test(fixture.league.round ?? ''),
    bestOf: null,
    venue: fixture.fixture.venue.name ?? '',
    ...(events ? { events } : {}),
    ...(statsOf(fixture) ? { stats: statsOf(fixture) } : {}),
    ...(events && lineupsOf(fixture, events) ? { lineups: lineupsOf(fixture, events) } : {}),
    ...(options.odds && options.odds.length > 0 ? { odds: options.odds } : {}),
  };
}

const price = (odd: string | undefined) => {
  const value = Number(odd);
  return Number.isFinite(value) && value > 1 ? value : null;
};

/** The first bookmaker's main markets: match winner (1X2), goals over/under 2.5, the Asian handicap line nearest even. */
export function footballOdds(answer: FixtureOdds): FeedOdds[] {
  const bets = answer.bookmakers[0]?.bets ?? [];
  const lines: FeedOdds[] = [];
  const winner = bets.find((bet) => bet.name === 'Match Winner');
  if (winner) {
    const value = (name: string) => price(winner.values.find((entry) => String(entry.value) === name)?.odd);
    lines.push({ market: 'european', line: null, home: value('Home'), draw: value('Draw'), away: value('Away') });
  }
  const totals = bets.find((bet) => bet.name === 'Goals Over/Under');
  if (totals) {
    const over = price(totals.values.find((entry) => String(entry.value) === 'Over 2.5')?.odd);
    const under = price(totals.values.find((entry) => String(entry.value) === 'Under 2.5')?.odd);
    if (over && under) lines.push({ market: 'total', line: 2.5, home: over, draw: null, away: under });
  }
  const handicap = bets.find((bet) => bet.name === 'Asian Handicap');
  if (handicap) {
    const pairs = new Map<number, { home?: number | null; away?: number | null }>();
    for (const entry of handicap.values) {
      const match = /^(Home|Away)\s*([+-]?\d+(?:\.\d+)?)$/.exec(String(entry.value));
      if (!match) continue;
      // Both sides' values name the home side's handicap ("Home -0.25" and "Away -0.25" are one line).
      const line = Number(match[2]);
      const pair = pairs.get(line) ?? {};
      pair[match[1] === 'Home' ? 'home' : 'away'] = price(entry.odd);
      pairs.set(line, pair);
    }
    const balanced = [...pairs].filter(([, pair]) => pair.home && pair.away).sort((a, b) => Math.abs(a[1].home! - a[1].away!) - Math.abs(b[1].home! - b[1].away!))[0];
    if (balanced) lines.push({ market: 'handicap', line: balanced[0], home: balanced[1].home!, draw: null, away: balanced[1].away! });
  }
  return lines;
}

/** An injury as the provider words it (the match page shows the reason as given). */
export function injuryOf(injury: Injury, teamId: (id: number) => string): FeedInjury {
  return {
    teamProviderId: teamId(injury.team.id),
    player: { providerId: null, name: injury.player.name, position: '', number: null },
    reason: injury.player.reason,
    status: /questionable|doubt/i.test(injury.player.type) ? 'doubtful' : 'out',
    expectedReturn: null,
  };
}
