// What one imported fixture should look like in the database: its row (status, scores, periods,
// the replay script) and its events (kick-off, goals at their minutes, half-time, the
// shoot-out, full time). Pure, so the import can compare it with what is stored and write only
// what differs.
import type { MatchEvent, MatchStatus } from '@matchday/contracts/sports/contract';
import type { MatchScript } from '../engine/types';
import { winnerOf } from './openfootball';
import type { ParsedMatch, ParsedSeason } from './openfootballFormat';

/** An event as the import wants it stored: a match event of the answers, before it is numbered, at its time. */
export type WantedEvent = Omit<MatchEvent, 'seq' | 'at'> & { at: Date };

export interface WantedMatch {
  externalRef: string;
  home: string;
  away: string;
  startsAt: Date;
  /** The date as the file writes it. */
  date: string;
  status: MatchStatus;
  phase: string;
  clockSeconds: number;
  homeScore: number;
  awayScore: number;
  periodScores: { period: string; home: number; away: number }[];
  penaltyHome: number | null;
  penaltyAway: number | null;
  /** A team name. */
  winner: string | null;
  round: string;
  group: string;
  knockout: boolean;
  venue: string;
  hot: boolean;
  script: MatchScript | null;
  events: WantedEvent[];
}

export interface RowOptions {
  /** Milliseconds every kick-off moves (a replay); 0 otherwise. */
  shift: number;
  replay: boolean;
  tier: number;
  now: Date;
}

export function externalRef(season: Pick<ParsedSeason, 'competition' | 'season'>, match: Pick<ParsedMatch, 'key'>): string {
  return `openfootball:${season.competition}:${season.season}:${match.key}`;
}

/** The score at the end of each period, and the final one (after extra time if played). */
function periodsOf(match: ParsedMatch): WantedMatch['periodScores'] {
  const result = match.result!;
  const periods: WantedMatch['periodScores'] = [];
  if (result.halfTime) {
    periods.push({ period: '1H', home: result.halfTime[0], away: result.halfTime[1] });
    periods.push({ period: '2H', home: result.fullTime[0] - result.halfTime[0], away: result.fullTime[1] - result.halfTime[1] });
  }
  if (result.extraTime) periods.push({ period: 'ET', home: result.extraTime[0] - result.fullTime[0], away: result.extraTime[1] - result.fullTime[1] });
  return periods;
}

function scriptOf(match: ParsedMatch): MatchScript {
  const result = match.result!;
  return {
    goals: match.goals.map((goal) => ({ side: goal.side, player: goal.player, minute: goal.minute, stoppage: goal.stoppage, penalty: goal.penalty, ownGoal: goal.ownGoal })),
    halfTime: result.halfTime,
    fullTime: result.fullTime,
    extraTime: result.extraTime,
    penalties: result.penalties,
  };
}

/**
 * A played match as it went: finished, its real score, periods and events. A match with a result
 * in a replay: a fixture carrying its script, for the engine to play. A match without a result
 * is never played: a fixture until its kick-off, then "result unknown".
 */
export function wantedMatch(season: ParsedSeason, match: ParsedMatch, options: RowOptions): WantedMatch {
  const startsAt = new Date(match.startsAt.getTime() + options.shift);
  const result = match.result;
  const played = result !== null && !options.replay;
  const final = result ? (result.extraTime ?? result.fullTime) : [0, 0];
  const status: MatchStatus = played ? 'finished' : result || startsAt > options.now ? 'not_started' : 'result_unknown';
  return {
    externalRef: externalRef(season, match),
    home: match.home,
    away: match.away,
    startsAt,
    date: match.date,
    status,
    phase: played ? 'full_time' : 'scheduled',
    clockSeconds: played ? (result!.extraTime ? 120 : 90) * 60 : 0,
    homeScore: played ? final[0]! : 0,
    awayScore: played ? final[1]! : 0,
    periodScores: played ? periodsOf(match) : [],
    penaltyHome: played ? (result!.penalties?.[0] ?? null) : null,
    penaltyAway: played ? (result!.penalties?.[1] ?? null) : null,
    winner: played ? winnerOf(match) : null,
    round: match.round,
    group: match.group,
    knockout: match.knockout,
    venue: match.venue,
    hot: options.tier === 1 && match.knockout,
    script: options.replay && result ? scriptOf(match) : null,
    events: played ? eventsOf(match, startsAt) : [],
  };
}

/** Kick-off, the goals as they went in, half-time, full time and the shoot-out's result. */
function eventsOf(match: ParsedMatch, startsAt: Date): WantedEvent[] {
  const result = match.result!;
  // Goals are stamped at their minute of play, the half-time break (15 minutes) included.
  const at = (minute: number) => new Date(startsAt.getTime() + (minute + (minute > 45 ? 15 : 0)) * 60_000);
  const events: WantedEvent[] = [];
  let home = 0;
  let away = 0;
  const phaseAt = (minute: number) => (minute <= 45 ? 'first_half' : minute <= 90 ? 'second_half' : 'extra_time');
  const push = (event: Omit<WantedEvent, 'homeScore' | 'awayScore' | 'at' | 'stoppage' | 'side' | 'player' | 'detail'> & Partial<WantedEvent>) =>
    events.push({ stoppage: 0, side: null, player: '', detail: {}, homeScore: home, awayScore: away, at: at(event.minute), ...event });
  push({ type: 'kick_off', phase: 'first_half', minute: 1 });
  let halfTimeWritten = false;
  const halfTime = () => {
    if (halfTimeWritten || !result.halfTime) return;
    halfTimeWritten = true;
    push({ type: 'half_time_score', phase: 'half_time', minute: 45, detail: { home: result.halfTime[0], away: result.halfTime[1] } });
  };
  for (const goal of match.goals) {
    if (goal.minute > 45) halfTime();
    if (goal.side === 'home') home += 1;
    else away += 1;
    const type = goal.ownGoal ? 'own_goal' : goal.penalty ? 'penalty' : 'goal';
    push({ type, phase: phaseAt(goal.minute), minute: goal.minute, stoppage: goal.stoppage, side: goal.side, player: goal.player, detail: { score: `${home}-${away}` } });
  }
  halfTime();
  if (result.penalties)
    push({
      type: 'penalty_shootout',
      phase: 'penalties',
      minute: 120,
      side: result.penalties[0] > result.penalties[1] ? 'home' : 'away',
      detail: { home: result.penalties[0], away: result.penalties[1], final: true },
    });
  push({ type: 'full_time', phase: 'full_time', minute: result.extraTime ? 120 : 90, detail: { score: `${home}-${away}` } });
  return events;
}
