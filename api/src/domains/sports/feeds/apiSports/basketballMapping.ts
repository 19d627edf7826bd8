// API-Basketball's games in our words. API-Basketball gives scores by quarter and a game clock,
// not play-by-play: the only events are the ones its status and quarter scores prove (tip-off,
// each quarter's end, overtime, the final), never invented baskets.
import type { PeriodScore, Side } from '@matchday/contracts/sports/contract';
import { providerImageUrl, type FeedCompetition, type FeedEvent, type FeedMatch, type FeedOdds } from '../feedModel';
import type { FixtureOdds, Game, GameScores } from './apiSportsTypes';

export const basketballId = (kind: 'game' | 'team' | 'league', id: number | string) => (kind === 'game' ? `basketball:${id}` : `basketball:${kind}:${id}`);

type Status = Pick<FeedMatch, 'status' | 'phase'> & { quarter: number };

/** API-Basketball's short statuses (documentation: games, "status"). */
function statusOf(game: Game): Status {
  const short = game.status.short;
  const quarter = /^Q([1-4])$/.exec(short);
  if (quarter) return { status: 'live', phase: `q${quarter[1]}`, quarter: Number(quarter[1]) };
  switch (short) {
    case 'OT':
      return { status: 'live', phase: 'overtime', quarter: 5 };
    case 'BT':
    case 'HT':
      return { status: 'live', phase: 'break', quarter: played(game.scores.home) };
    case 'FT':
    case 'AOT':
    case 'AWD':
      return { status: 'finished', phase: 'full_time', quarter: 0 };
    case 'POST':
      return { status: 'not_started', phase: 'postponed', quarter: 0 };
    case 'CANC':
      return { status: 'result_unknown', phase: 'cancelled', quarter: 0 };
    case 'ABD':
      return { status: 'result_unknown', phase: 'abandoned', quarter: 0 };
    case 'SUSP':
      return { status: 'live', phase: 'break', quarter: played(game.scores.home) };
    default:
      return { status: 'not_started', phase: 'scheduled', quarter: 0 };
  }
}

const QUARTERS = ['quarter_1', 'quarter_2', 'quarter_3', 'quarter_4'] as const;
/** Quarters with a score (a quarter under way has one too). */
const played = (scores: GameScores) => QUARTERS.filter((quarter) => scores[quarter] !== null).length;

function periodsOf(game: Game): PeriodScore[] {
  const periods: PeriodScore[] = [];
  QUARTERS.forEach((quarter, index) => {
    const home = game.scores.home[quarter];
    const away = game.scores.away[quarter];
    if (home !== null && away !== null) periods.push({ period: `Q${index + 1}`, home, away });
  });
  // API-Basketball sums every overtime in one figure: one period, named as the first.
  if (game.scores.home.over_time !== null && game.scores.away.over_time !== null) periods.push({ period: 'OT1', home: game.scores.home.over_time, away: game.scores.away.over_time });
  return periods;
}

function eventsOf(game: Game, status: Status, periods: PeriodScore[]): FeedEvent[] {
  if (status.status === 'not_started' || status.phase === 'cancelled') return [];
  const events: FeedEvent[] = [{ key: 'kick_off', type: 'kick_off', phase: 'q1', minute: 0, stoppage: 0, side: null, player: '', detail: {} }];
  let home = 0;
  let away = 0;
  const ended = status.status === 'finished' ? periods.length : status.phase === 'break' ? status.quarter : Math.max(0, status.quarter - 1);
  periods.forEach((period, index) => {
    home += period.home;
    away += period.away;
    const overtime = period.period.startsWith('OT');
    if (overtime) events.push({ key: 'overtime', type: 'overtime', phase: 'overtime', minute: 48, stoppage: 0, side: null, player: '', detail: {} });
    if (index < ended)
      events.push({ key: `end:${period.period}`, type: 'quarter_end', phase: overtime ? 'overtime' : `q${index + 1}`, minute: 0, stoppage: 0, side: null, player: '', detail: { home, away } });
  });
  if (status.status === 'finished') events.push({ key: 'full_time', type: 'full_time', phase: 'full_time', minute: 0, stoppage: 0, side: null, player: '', detail: {} });
  return events;
}

export function basketballCompetition(game: Game, tier = 1): FeedCompetition {
  return {
    providerId: basketballId('league', game.league.id),
    sport: 'basketball',
    discipline: 'basketball',
    name: game.league.name,
    shortName: game.league.name,
    country: game.country.name,
    format: game.league.type === 'Cup' ? 'cup' : 'league',
    tier,
    logoUrl: providerImageUrl(game.league.logo),
  };
}

/** `2025-2026` → `2025/26`; a calendar-year season stays as it is. */
export function basketballSeason(season: string | number): string {
  const match = /^(\d{4})-(\d{4})$/.exec(String(season));
  return match ? `${match[1]}/${match[2]!.slice(2)}` : String(season);
}

export function basketballMatch(game: Game, options: { tier?: number; odds?: FeedOdds[] } = {}): FeedMatch {
  const status = statusOf(game);
  const periods = periodsOf(game);
  const homeScore = game.scores.home.total ?? 0;
  const awayScore = game.scores.away.total ?? 0;
  const winner: Side | null = status.status === 'finished' && homeScore !== awayScore ? (homeScore > awayScore ? 'home' : 'away') : null;
  // `timer` is the minutes left in the quarter, as the documentation gives it ("08").
  const minutesLeft = game.status.timer === null ? null : Number.parseInt(game.status.timer, 10);
  // A club's country is its league's; an international competition's answer says "World" or "Europe".
  const country = /^(world|europe|africa|asia|americas?)$/i.test(game.country?.name ?? '') ? '' : (game.country?.name ?? '');
  return {
    provider: 'api-sports',
    providerId: basketballId('game', game.id),
    competition: basketballCompetition(game, options.tier),
    season: basketballSeason(game.league.season),
    seasonKey: `${basketballId('league', game.league.id)}:${game.league.season}`,
    round: game.week ?? game.stage ?? '',
    group: '',
    startsAt: new Date(game.timestamp * 1000),
    status: status.status,
    phase: status.phase,
    clock: status.status === 'live' && minutesLeft !== null && Number.isFinite(minutesLeft) ? minutesLeft * 60 : 0,
    stoppage: 0,
    home: { providerId: basketballId('team', game.teams.home.id), name: game.teams.home.name, shortName: game.teams.home.name, country, logoUrl: providerImageUrl(game.teams.home.logo) },
    away: { providerId: basketballId('team', game.teams.away.id), name: game.teams.away.name, shortName: game.teams.away.name, country, logoUrl: providerImageUrl(game.teams.away.logo) },
    homeScore,
    awayScore,
    periodScores: periods,
    penalties: null,
    winner,
    knockout: game.league.type === 'Cup' || /playoff|final/i.test(game.stage ?? ''),
    bestOf: null,
    venue: game.venue ?? '',
    events: eventsOf(game, status, periods),
    ...(options.odds && options.odds.length > 0 ? { odds: options.odds } : {}),
  };
}

const price = (odd: string | undefined) => {
  const value = Number(odd);
  return Number.isFinite(value) && value > 1 ? value : null;
};

/** Home/Away (no draw), the points total and the handicap nearest even, from the first bookmaker. */
export function basketballOdds(answer: FixtureOdds): FeedOdds[] {
  const bets = answer.bookmakers[0]?.bets ?? [];
  const lines: FeedOdds[] = [];
  const winner = bets.find((bet) => bet.name === 'Home/Away');
  if (winner) {
    const value = (name: string) => price(winner.values.find((entry) => String(entry.value) === name)?.odd);
    lines.push({ market: 'european', line: null, home: value('Home'), draw: null, away: value('Away') });
  }
  const balancedLine = (name: string, pattern: RegExp, sign: (first: string) => number): { line: number; home: number; away: number } | null => {
    const bet = bets.find((entry) => entry.name === name);
    const pairs = new Map<number, { first?: number | null; second?: number | null }>();
    for (const entry of bet?.values ?? []) {
      const match = pattern.exec(String(entry.value));
      if (!match) continue;
      const line = sign(match[1]!) * Number(match[2]);
      const pair = pairs.get(Math.abs(line)) ?? {};
      pair[match[1] === 'Over' || match[1] === 'Home' ? 'first' : 'second'] = price(entry.odd);
      pairs.set(Math.abs(line), pair);
    }
    const best = [...pairs].filter(([, pair]) => pair.first && pair.second).sort((a, b) => Math.abs(a[1].first! - a[1].second!) - Math.abs(b[1].first! - b[1].second!))[0];
    return best ? { line: best[0], home: best[1].first!, away: best[1].second! } : null;
  };
  const total = balancedLine('Over/Under', /^(Over|Under)\s*(\d+(?:\.\d+)?)$/, () => 1);
  if (total) lines.push({ market: 'total', line: total.line, home: total.home, draw: null, away: total.away });
  const handicap = bets.find((bet) => bet.name === 'Asian Handicap');
  if (handicap) {
    const home = handicap.values
      .map((entry) => ({ match: /^Home\s*([+-]?\d+(?:\.\d+)?)$/.exec(String(entry.value)), odd: price(entry.odd) }))
      .filter((entry) => entry.match && entry.odd);
    const pairs = home
      .map((entry) => {
        const line = Number(entry.match![1]);
        const away = handicap.values.find((candidate) => new RegExp(`^Away\\s*${line > 0 ? '-' : '\\+'}?${Math.abs(line)}$`).test(String(candidate.value)));
        return { line, home: entry.odd!, away: price(away?.odd) };
      })
      .filter((pair): pair is { line: number; home: number; away: number } => pair.away !== null)
      .sort((a, b) => Math.abs(a.home - a.away) - Math.abs(b.home - b.away));
    if (pairs[0]) lines.push({ market: 'handicap', line: pairs[0].line, home: pairs[0].home, draw: null, away: pairs[0].away });
  }
  return lines;
}
