// Basketball, second by second: four quarters (12 minutes in the NBA, 10 in FIBA play), breaks
// between them, and five-minute overtimes until someone leads. Each possession ends in a two-
// or three-point attempt, free throws, or a turnover; misses are rebounded, makes often
// assisted, some turnovers are steals and some misses blocks.
import type { Side } from '@matchday/contracts/sports/contract';
import { BASKETBALL_QUARTERS } from '@matchday/contracts/constants';
import { periodLabel, SPORT_RULES } from '@matchday/contracts/sports/rules';
import type { Random } from './random';
import { other, type LiveMatch, type SimEvent, type SimPlayer, type Simulator } from './types';

const QUARTER_BREAK = 2 * 60;
const HALF_TIME_BREAK = 15 * 60;
const OVERTIME_SECONDS = 5 * 60;
const TIMEOUTS_PER_GAME = 7;

interface BasketballState {
  [key: string]: unknown;
  quarter: number;
  breakLeft: number;
  possession: Side;
  possessionLeft: number;
  timeouts: { home: number; away: number };
  fouls: { home: number; away: number };
}

const state = (match: LiveMatch) => match.state as BasketballState;

function edge(match: LiveMatch, side: Side): number {
  return (match[side].rating - match[other(side)].rating + (side === 'home' ? 2 : -2)) / 100;
}

function player(match: LiveMatch, side: Side, random: Random, prefer?: string[]): SimPlayer {
  const five = match[side].players.slice(0, 8);
  const pool = prefer ? five.filter((candidate) => prefer.includes(candidate.position)) : five;
  return random.pick(pool.length > 0 ? pool : five);
}

function bump(match: LiveMatch, side: Side, stat: string, by = 1): void {
  match.stats[side][stat] = (match.stats[side][stat] ?? 0) + by;
}

function bumpPlayer(match: LiveMatch, who: SimPlayer, stat: string, by = 1): void {
  const stats = (match.playerStats[who.id] ??= {});
  stats[stat] = (stats[stat] ?? 0) + by;
}

function phaseOf(quarter: number): string {
  return quarter <= BASKETBALL_QUARTERS ? `q${quarter}` : 'overtime';
}

function event(match: LiveMatch, type: SimEvent['type'], side: Side | null, who = '', detail: Record<string, unknown> = {}): SimEvent {
  const quarter = state(match).quarter;
  return { type, phase: phaseOf(quarter), minute: quarter, stoppage: 0, side, player: who, detail: { clock: match.clock, ...detail } };
}

function score(match: LiveMatch, side: Side, points: number, who: SimPlayer): void {
  if (side === 'home') match.homeScore += points;
  else match.awayScore += points;
  bump(match, side, 'points', points);
  bumpPlayer(match, who, 'points', points);
  const period = match.periodScores.at(-1)!;
  period[side] += points;
}

function possession(match: LiveMatch, side: Side, random: Random): SimEvent[] {
  const events: SimEvent[] = [];
  const advantage = edge(match, side);
  const roll = random.next();
  if (roll < 0.13 - advantage / 4) {
    const loser = player(match, side, random);
    bump(match, side, 'turnovers');
    bumpPlayer(match, loser, 'turnovers');
    events.push(event(match, 'turnover', side, loser.name));
    if (random.chance(0.5)) {
      const thief = player(match, other(side), random, ['point_guard', 'shooting_guard', 'small_forward']);
      bump(match, other(side), 'steals');
      bumpPlayer(match, thief, 'steals');
      events.push(event(match, 'steal', other(side), thief.name));
    }
    return events;
  }
  if (roll < 0.25) {
    // Shooting foul: two free throws.
    const fouler = player(match, other(side), random);
    const shooter = player(match, side, random);
    state(match).fouls[other(side)] += 1;
    bump(match, other(side), 'fouls');
    bumpPlayer(match, fouler, 'fouls');
    events.push(event(match, 'foul', other(side), fouler.name));
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const made = random.chance(0.77 + advantage / 5);
      bump(match, side, 'freeThrowsAttempted');
      if (made) {
        score(match, side, 1, shooter);
        bump(match, side, 'freeThrowsMade');
      }
      events.push(event(match, 'free_throw', side, shooter.name, { made, score: `${match.homeScore}-${match.awayScore}` }));
    }
    return events;
  }
  const three = random.chance(0.38);
  const shooter = three ? player(match, side, random, ['point_guard', 'shooting_guard', 'small_forward']) : player(match, side, random);
  const made = random.chance((three ? 0.36 : 0.53) + advantage / 3);
  const type = three ? 'three_point' : 'two_point';
  bump(match, side, three ? 'threesAttempted' : 'twosAttempted');
  if (made) {
    score(match, side, three ? 3 : 2, shooter);
    bump(match, side, three ? 'threesMade' : 'twosMade');
    events.push(event(match, type, side, shooter.name, { made: true, score: `${match.homeScore}-${match.awayScore}` }));
    if (random.chance(0.6)) {
      const passer = match[side].players.slice(0, 8).filter((candidate) => candidate.id !== shooter.id);
      if (passer.length > 0) {
        const helper = random.pick(passer);
        bump(match, side, 'assists');
        bumpPlayer(match, helper, 'assists');
        events.push(event(match, 'assist', side, helper.name));
      }
    }
    return events;
  }
  if (!three && random.chance(0.1)) {
    const blocker = player(match, other(side), random, ['power_forward', 'center']);
    bump(match, other(side), 'blocks');
    bumpPlayer(match, blocker, 'blocks');
    events.push(event(match, type, side, shooter.name, { made: false }));
    events.push(event(match, 'block', other(side), blocker.name));
  } else events.push(event(match, type, side, shooter.name, { made: false }));
  const offensive = random.chance(0.25);
  const rebounder = player(match, offensive ? side : other(side), random, ['power_forward', 'center', 'small_forward']);
  bump(match, offensive ? side : other(side), 'rebounds');
  bumpPlayer(match, rebounder, 'rebounds');
  events.push(event(match, 'rebound', offensive ? side : other(side), rebounder.name, { offensive }));
  if (offensive) state(match).possession = other(side); // flipped back below: the attack keeps the ball
  return events;
}

function startPeriod(match: LiveMatch, quarter: number): SimEvent[] {
  const s = state(match);
  s.quarter = quarter;
  match.phase = phaseOf(quarter);
  match.clock = quarter <= BASKETBALL_QUARTERS ? match.quarterMinutes * 60 : OVERTIME_SECONDS;
  match.periodScores.push({ period: periodLabel(SPORT_RULES.basketball.clock, quarter)!, home: 0, away: 0 });
  return [event(match, quarter <= BASKETBALL_QUARTERS ? 'quarter_start' : 'overtime', null)];
}

export const basketballSimulator: Simulator = {
  start(match, random) {
    match.state = {
      quarter: 0,
      breakLeft: 0,
      possession: random.chance(0.5) ? 'home' : 'away',
      possessionLeft: random.integer(8, 20),
      timeouts: { home: TIMEOUTS_PER_GAME, away: TIMEOUTS_PER_GAME },
      fouls: { home: 0, away: 0 },
    } satisfies BasketballState;
    match.status = 'live';
    match.stats = { home: {}, away: {} };
    return [event(match, 'kick_off', null), ...startPeriod(match, 1)];
  },

  tick(match, random) {
    const s = state(match);
    if (match.status !== 'live') return [];
    if (match.phase === 'break') {
      s.breakLeft -= 1;
      return s.breakLeft <= 0 ? startPeriod(match, s.quarter + 1) : [];
    }
    const events: SimEvent[] = [];
    match.clock -= 1;
    s.possessionLeft -= 1;
    if (s.possessionLeft <= 0) {
      const attacking = s.possession;
      events.push(...possession(match, attacking, random));
      s.possession = other(s.possession);
      s.possessionLeft = random.integer(8, 20);
      // A trailing side calls a timeout now and then.
      const trailing: Side = match.homeScore < match.awayScore ? 'home' : 'away';
      if (s.timeouts[trailing] > 0 && random.chance(0.02)) {
        s.timeouts[trailing] -= 1;
        events.push(event(match, 'timeout', trailing));
      }
    }
    if (match.clock <= 0) {
      events.push(event(match, 'quarter_end', null, '', { home: match.homeScore, away: match.awayScore }));
      if (s.quarter >= BASKETBALL_QUARTERS && match.homeScore !== match.awayScore) {
        match.status = 'finished';
        match.phase = 'full_time';
        match.winner = match.homeScore > match.awayScore ? 'home' : 'away';
        events.push({ ...event(match, 'full_time', null), phase: 'full_time' });
      } else {
        match.phase = 'break';
        s.breakLeft = s.quarter === 2 ? HALF_TIME_BREAK : QUARTER_BREAK;
      }
    }
    return events;
  },
};

/** Starting five by position, then the bench. */
export function basketballLineups(match: LiveMatch): Record<string, unknown> {
  const pick = (side: Side) => ({
    starters: match[side].players.slice(0, 5).map((candidate) => candidate.id),
    bench: match[side].players.slice(5).map((candidate) => candidate.id),
  });
  return { home: pick('home'), away: pick('away') };
}
