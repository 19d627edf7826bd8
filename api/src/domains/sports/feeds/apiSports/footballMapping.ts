// API-Football's fixtures in our words: status and phase, the clock as the site reads it, the
// score by period and the shoot-out, events with keys that stay the same from one answer to the
// next, line-ups, statistics, odds and injuries. Pure: only what the answer says is mapped.
import type { PeriodScore, Side } from '@matchday/contracts/sports/contract';
import { providerImageUrl, type FeedCompetition, type FeedEvent, type FeedLineup, type FeedMatch, type FeedOdds, type FeedPlayer, type FeedPlayerStats, type FeedTeam } from '../feedModel';
import type { FeedInjury } from '../feedSource';
import type { Fixture, FixtureEvent, FixtureLineup, FixtureOdds, Injury, TeamRef } from './apiSportsTypes';

/** Provider ids carry the api's name: API-Football's fixture 7 and API-Basketball's game 7 are different matches. */
export const footballId = (kind: 'fixture' | 'team' | 'league' | 'player', id: number | string) => (kind === 'fixture' ? `football:${id}` : `football:${kind}:${id}`);

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

/** A club's country is its league's; an international competition's answer does not say ("World"). */
const teamCountry = (league: Fixture['league']) => (/^world$/i.test(league.country ?? '') ? '' : (league.country ?? ''));

const team = (ref: TeamRef, country: string): FeedTeam => ({ providerId: footballId('team', ref.id), name: ref.name, shortName: ref.name, country, logoUrl: providerImageUrl(ref.logo) });

/** A season's first and last day as the provider's `/leagues` answer gives them. */
export interface SeasonSpan {
  start: string;
  end: string;
}

/**
 * A season's name as the league runs it: `2024` when it starts and ends in one year (Estonia's,
 * Brazil's, the MLS), `2023/24` across two (most European leagues). Without the provider's span,
 * a match played in the following year shows it runs across two; otherwise the year alone, which
 * the span renames once it is read (the season is one row whatever its name).
 */
export function footballSeason(season: number, span?: SeasonSpan | null, playedOn?: Date): string {
  const split = `${season}/${String((season + 1) % 100).padStart(2, '0')}`;
  if (span) return span.start.slice(0, 4) === span.end.slice(0, 4) ? String(season) : split;
  return playedOn && playedOn.getUTCFullYear() > season ? split : String(season);
}

/** The provider's season: one league's year. */
export const footballSeasonKey = (league: Pick<Fixture['league'], 'id' | 'season'>) => `${footballId('league', league.id)}:${league.season}`;

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

/** A shoot-out's kicks carry the comment "Penalty Shootout". */
const isShootout = (event: FixtureEvent) => /shoot/i.test(event.comments ?? '');

/**
 * What a video review decided, from the provider's words: "Goal cancelled", "Goal Disallowed -
 * offside" (or "- handball", "- foul"), "Penalty cancelled", "Goal confirmed", "Penalty
 * confirmed", "Card upgrade", "Red card cancelled", "Card reviewed"…
 */
export function varDecision(detail: string): string {
  const words = detail.toLowerCase();
  if (/^goal (cancell?ed|disallowed)/.test(words)) return 'goal_cancelled';
  if (/^penalty (cancell?ed|disallowed)/.test(words)) return 'penalty_cancelled';
  if (/^goal confirmed/.test(words)) return 'goal_confirmed';
  if (/^penalty (confirmed|awarded)/.test(words)) return 'penalty_confirmed';
  if (/card/.test(words)) return 'card_changed';
  return 'other';
}

/** Why a goal was disallowed, where the provider says ("offside" in "Goal Disallowed - offside"). */
const varReason = (detail: string) => /\s-\s*(.+)$/.exec(detail)?.[1]?.trim().toLowerCase() ?? null;

function eventType(event: FixtureEvent): { type: FeedEvent['type']; detail: Record<string, unknown> } | null {
  const detail = (event.detail ?? '').toLowerCase();
  const type = (event.type ?? '').toLowerCase();
  if (type === 'goal') {
    if (isShootout(event)) return { type: 'penalty_shootout', detail: { scored: detail !== 'missed penalty' } };
    if (detail === 'own goal') return { type: 'own_goal', detail: {} };
    if (detail === 'penalty') return { type: 'penalty', detail: {} };
    if (detail === 'missed penalty') return { type: 'penalty_missed', detail: {} };
    return { type: 'goal', detail: event.assist?.name ? { assist: event.assist.name } : {} };
  }
  if (type === 'card') {
    if (detail.startsWith('second yellow')) return { type: 'second_yellow', detail: {} };
    if (detail.startsWith('red')) return { type: 'red_card', detail: {} };
    if (detail.startsWith('yellow')) return { type: 'yellow_card', detail: {} };
    return null;
  }
  if (type === 'subst') return { type: 'substitution', detail: { on: event.assist?.name ?? '', off: event.player?.name ?? '' } };
  if (type === 'var') {
    const reason = varReason(event.detail ?? '');
    return { type: 'var_decision', detail: { decision: varDecision(event.detail ?? ''), original: event.detail, ...(reason ? { reason } : {}) } };
  }
  return null;
}

const GOAL_DETAILS = new Set(['normal goal', 'own goal', 'penalty']);
const countsAsGoal = (event: FixtureEvent) => (event.type ?? '').toLowerCase() === 'goal' && GOAL_DETAILS.has((event.detail ?? '').toLowerCase()) && !isShootout(event);
const at = (event: FixtureEvent) => (event.time?.elapsed ?? 0) + (event.time?.extra ?? 0);

/**
 * Goals a later VAR decision took back while the provider still lists them: the same team's (and
 * scorer's, where both name one) in the minutes before the decision, dropped only while the
 * provider's own score does not count them.
 */
function cancelledGoals(fixture: Fixture, events: readonly FixtureEvent[]): Set<FixtureEvent> {
  const cancelled = new Set<FixtureEvent>();
  const goalsOf = (teamId: number) => events.filter((event) => countsAsGoal(event) && event.team?.id === teamId && !cancelled.has(event)).length;
  const scoreOf = (teamId: number) => (teamId === fixture.teams.home.id ? fixture.goals.home : fixture.goals.away) ?? 0;
  for (const decision of events) {
    if ((decision.type ?? '').toLowerCase() !== 'var' || varDecision(decision.detail ?? '') !== 'goal_cancelled') continue;
    const teamId = decision.team?.id;
    if (teamId === undefined || goalsOf(teamId) <= scoreOf(teamId)) continue;
    const goal = events
      .filter((event) => countsAsGoal(event) && event.team?.id === teamId && !cancelled.has(event))
      .filter((event) => at(event) <= at(decision) + 2 && at(decision) - at(event) <= 10)
      .filter((event) => !decision.player?.id || !event.player?.id || decision.player.id === event.player.id)
      .sort((a, b) => at(b) - at(a))[0];
    if (goal) cancelled.add(goal);
  }
  return cancelled;
}

const isCard = (event: FixtureEvent, card: 'yellow' | 'red') => (event.type ?? '').toLowerCase() === 'card' && (event.detail ?? '').toLowerCase().startsWith(card);
const samePlayer = (a: FixtureEvent, b: FixtureEvent) =>
  a.team?.id === b.team?.id && (a.player?.id && b.player?.id ? a.player.id === b.player.id : !!a.player?.name && a.player.name === b.player?.name);

/**
 * A sending-off for a second booking as API-Football sends it: the second "Yellow Card" and a
 * "Red Card" for the same player at the same minute (recorded: Zamalek's M. Abdel Ghani, 51', in
 * api/test/fixtures/feeds/recorded). The red is a second yellow; the yellow beside it is the same
 * card, not a third event. Returns the reds that are second yellows and the yellows they absorb.
 */
function secondBookings(events: readonly FixtureEvent[]): { reds: Set<FixtureEvent>; absorbed: Set<FixtureEvent> } {
  const reds = new Set<FixtureEvent>();
  const absorbed = new Set<FixtureEvent>();
  for (const red of events) {
    if (!isCard(red, 'red')) continue;
    const yellows = events.filter((event) => isCard(event, 'yellow') && samePlayer(event, red) && at(event) <= at(red));
    if (yellows.length >= 2) {
      reds.add(red);
      const beside = yellows.filter((yellow) => at(yellow) === at(red));
      if (beside.length > 0) absorbed.add(beside.at(-1)!);
    }
  }
  return { reds, absorbed };
}

/**
 * The provider's events. API-Football gives no event id, so each is `loose` (known again by its
 * kind, side, player and minute, facts/feedEvents.ts) and keyed only for its first storing; the
 * kick-off, half time and full time are one of a kind. Every event belongs to the team it is
 * listed under, an own goal included: API-Football lists an own goal under the team it counts for
 * (its recorded scores add up only that way, api/test/fixtures/feeds/recorded/README.md), and the
 * player named is the defender who put it in.
 */
export function footballEvents(fixture: Fixture, status: Status): FeedEvent[] {
  const home = fixture.teams.home.id;
  const seen = new Map<string, number>();
  const events: FeedEvent[] = [];
  const started = status.status !== 'not_started' && status.phase !== 'postponed';
  if (started) events.push({ key: 'kick_off', type: 'kick_off', phase: 'first_half', minute: 0, stoppage: 0, side: null, player: '', detail: {} });
  const listed = (fixture.events ?? []).filter((event) => event && typeof event === 'object' && event.time && Number.isFinite(event.time.elapsed));
  const ordered = listed.map((event, index) => ({ event, index })).sort((a, b) => a.event.time.elapsed - b.event.time.elapsed || (a.event.time.extra ?? 0) - (b.event.time.extra ?? 0) || a.index - b.index).map((entry) => entry.event);
  const cancelled = cancelledGoals(fixture, ordered);
  const bookings = secondBookings(ordered);
  let halfTimeAdded = false;
  const halfTime = () => {
    const { halftime } = fixture.score;
    if (halfTimeAdded || halftime.home === null || halftime.away === null) return;
    halfTimeAdded = true;
    events.push({ key: 'half_time', type: 'half_time_score', phase: 'half_time', minute: 45, stoppage: 0, side: null, player: '', detail: { home: halftime.home, away: halftime.away } });
  };
  for (const event of ordered) {
    if (event.time.elapsed > 45 && status.phase !== 'first_half') halfTime();
    if (cancelled.has(event) || bookings.absorbed.has(event)) continue;
    const told = eventType(event);
    if (!told) continue;
    const mapped = bookings.reds.has(event) ? { type: 'second_yellow' as const, detail: {} } : told;
    const side: Side | null = event.team?.id === home ? 'home' : event.team?.id === fixture.teams.away.id ? 'away' : null;
    const playerId = event.player?.id ? footballId('player', event.player.id) : null;
    const base = `${mapped.type}:${event.team?.id ?? ''}:${event.time.elapsed}+${event.time.extra ?? 0}:${event.player?.id ?? event.player?.name ?? ''}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    events.push({
      key: count === 1 ? base : `${base}#${count}`,
      type: mapped.type,
      phase: phaseAt(event.time.elapsed, mapped.type === 'penalty_shootout'),
      minute: event.time.elapsed,
      stoppage: event.time.extra ?? 0,
      side,
      player: event.player?.name ?? '',
      playerId,
      loose: true,
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

const feedPlayer = (player: { id: number | null; name: string | null; number?: number | null; pos?: string | null; position?: string | null }): FeedPlayer => ({
  providerId: player.id ? footballId('player', player.id) : null,
  name: player.name ?? '',
  position: POSITIONS[player.pos ?? player.position ?? ''] ?? '',
  number: player.number ?? null,
});

function lineupOf(lineup: FixtureLineup): FeedLineup {
  const players = (list: FixtureLineup['startXI'] | null | undefined) => (list ?? []).filter((entry) => entry?.player?.name).map((entry) => feedPlayer(entry.player));
  return { formation: lineup.formation, starters: players(lineup.startXI), bench: players(lineup.substitutes) };
}

/** Line-ups once both sides' are given (often about forty minutes before kick-off), with the substitutions so far. */
function lineupsOf(fixture: Fixture, events: readonly FeedEvent[]): FeedMatch['lineups'] {
  const home = fixture.lineups?.find((lineup) => lineup.team?.id === fixture.teams.home.id);
  const away = fixture.lineups?.find((lineup) => lineup.team?.id === fixture.teams.away.id);
  if (!home || !away || (home.startXI ?? []).length === 0 || (away.startXI ?? []).length === 0) return undefined;
  const substitutions = events
    .filter((event) => event.type === 'substitution' && event.side)
    .map((event) => ({ side: event.side!, minute: event.minute, off: String(event.detail.off ?? ''), on: String(event.detail.on ?? '') }));
  return { home: lineupOf(home), away: lineupOf(away), substitutions };
}

const figure = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : NaN;
  return Number.isFinite(parsed) ? parsed : null;
};

/** Each player's figures (API-Football's `players`, in `fixtures?id=`/`ids=` and `fixtures/players`), with the provider's rating (out of 10). */
export function footballPlayerStats(fixture: Pick<Fixture, 'teams' | 'players'>): FeedPlayerStats[] | undefined {
  if (!fixture.players || fixture.players.length === 0) return undefined;
  const lines: FeedPlayerStats[] = [];
  for (const entry of fixture.players) {
    const side = entry.team?.id === fixture.teams.home.id ? 'home' : entry.team?.id === fixture.teams.away.id ? 'away' : null;
    if (!side) continue;
    for (const { player, statistics } of entry.players ?? []) {
      const line = statistics?.[0];
      if (!player?.name || !line) continue;
      const minutes = figure(line.games?.minutes);
      // A substitute who never came on is listed without minutes: no line.
      if (minutes === null || minutes <= 0) continue;
      const read: Record<string, number | null> = {
        minutes,
        rating: figure(line.games?.rating),
        goals: figure(line.goals?.total),
        assists: figure(line.goals?.assists),
        shots: figure(line.shots?.total),
        shotsOnTarget: figure(line.shots?.on),
        passes: figure(line.passes?.total),
        keyPasses: figure(line.passes?.key),
        tackles: figure(line.tackles?.total),
        saves: figure(line.goals?.saves),
        yellowCards: figure(line.cards?.yellow),
        redCards: figure(line.cards?.red),
      };
      const stats = Object.fromEntries(Object.entries(read).filter((pair): pair is [string, number] => pair[1] !== null));
      lines.push({ side, player: feedPlayer({ id: player.id, name: player.name, number: line.games?.number ?? null, pos: line.games?.position ?? null }), stats });
    }
  }
  return lines.length > 0 ? lines : undefined;
}

export interface FootballMatchOptions {
  tier?: number;
  odds?: FeedOdds[];
  /** The season's span from the provider's `/leagues` answer, which names it (`2024` or `2023/24`). */
  seasonSpan?: SeasonSpan | null;
}

/** One fixture as a match; `odds` from the odds answer when it was read. */
export function footballMatch(fixture: Fixture, options: FootballMatchOptions = {}): FeedMatch {
  const status = statusOf(fixture);
  const elapsed = fixture.fixture.status.elapsed ?? 0;
  const { penalty } = fixture.score;
  const events = fixture.events ? footballEvents(fixture, status) : undefined;
  const finished = status.status === 'finished';
  const winner: Side | null = finished && fixture.teams.home.winner ? 'home' : finished && fixture.teams.away.winner ? 'away' : null;
  const startsAt = new Date(fixture.fixture.timestamp * 1000);
  const country = teamCountry(fixture.league);
  const lineups = fixture.lineups ? lineupsOf(fixture, events ?? []) : undefined;
  const stats = statsOf(fixture);
  const playerStats = footballPlayerStats(fixture);
  return {
    provider: 'api-sports',
    providerId: footballId('fixture', fixture.fixture.id),
    competition: footballCompetition(fixture.league, options.tier),
    season: footballSeason(fixture.league.season, options.seasonSpan, startsAt),
    seasonKey: footballSeasonKey(fixture.league),
    round: fixture.league.round ?? '',
    group: /group/i.test(fixture.league.round ?? '') ? fixture.league.round : '',
    startsAt,
    status: status.status,
    phase: status.phase,
    // The site shows minute = clock / 60 + 1: API-Football's `elapsed` is the minute being played.
    clock: status.status === 'live' ? Math.max(0, elapsed - 1) * 60 : finished ? elapsed * 60 : 0,
    stoppage: status.status === 'live' ? (fixture.fixture.status.extra ?? 0) : 0,
    home: team(fixture.teams.home, country),
    away: team(fixture.teams.away, country),
    homeScore: fixture.goals.home ?? 0,
    awayScore: fixture.goals.away ?? 0,
    periodScores: periodsOf(fixture, status),
    penalties: penalty.home !== null && penalty.away !== null ? { home: penalty.home, away: penalty.away } : null,
    winner,
    knockout: !/^Regular Season|group|league stage/i.test(fixture.league.round ?? ''),
    bestOf: null,
    venue: fixture.fixture.venue?.name ?? '',
    ...(events ? { events } : {}),
    ...(stats ? { stats } : {}),
    ...(lineups ? { lineups } : {}),
    ...(playerStats ? { playerStats } : {}),
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
    player: { providerId: injury.player.id ? footballId('player', injury.player.id) : null, name: injury.player.name, position: '', number: null },
    reason: injury.player.reason,
    status: /questionable|doubt/i.test(injury.player.type) ? 'doubtful' : 'out',
    expectedReturn: null,
  };
}
