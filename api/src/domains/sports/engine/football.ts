// Football, second by second: two halves of 45 minutes plus stoppage time, half-time, and in a
// knockout match that is level, extra time (2 × 15) and a penalty shoot-out. Goals come from
// shots on target; the stronger side shoots more and converts a little better. A replayed real
// fixture scores its real goals at their real minutes and nothing else.
import type { Side } from '@matchday/contracts/sports/contract';
import type { Random } from './random';
import { other, type LiveMatch, type MatchScript, type SimEvent, type SimPlayer, type Simulator } from './types';

import { periodLabel, SPORT_RULES } from '@matchday/contracts/sports/rules';

/** Per team per 90 minutes, for an even match. */
const RATES = {
  shot_on_target: 4.6,
  shot_off_target: 6.2,
  corner: 5.1,
  free_kick: 11.5,
  goal_kick: 8.3,
  offside: 2.1,
  yellow_card: 1.9,
  red_card: 0.07,
  penalty_awarded: 0.14,
  dangerous_attack: 46,
} as const;
type Occurrence = keyof typeof RATES;

const GOAL_FROM_SHOT_ON_TARGET = 0.3;
const PENALTY_CONVERSION = 0.77;
const SHOOTOUT_CONVERSION = 0.75;
const HALF = 45 * 60;
const EXTRA_HALF = 15 * 60;
const HALF_TIME_BREAK = 15 * 60;
const EXTRA_TIME_BREAK = 5 * 60;
const SHOOTOUT_KICK_SECONDS = 50;

interface FootballState {
  [key: string]: unknown;
  breakLeft: number;
  stoppageFirst: number;
  stoppageSecond: number;
  stoppageExtra: number;
  cards: Record<string, number>;
  sentOff: string[];
  subsLeft: { home: number; away: number };
  subTimes: { home: number[]; away: number[] };
  possession: number;
  shootout: { kicks: Side[]; home: number; away: number; taken: number; plan: boolean[] | null; timer: number } | null;
  scriptIndex: number;
}

const state = (match: LiveMatch) => match.state as FootballState;

/** Share of the play and shots for the home side, from the two ratings (home advantage included). */
export function homeShare(match: Pick<LiveMatch, 'home' | 'away'>): number {
  const difference = match.home.rating + 3 - match.away.rating;
  return 1 / (1 + Math.exp(-difference / 18));
}

interface Lineup {
  formation: string;
  /** As the side started; never changes, so the line-ups tab shows the starting eleven. */
  starters: string[];
  bench: string[];
  substitutions?: { off: string; on: string; minute: number }[];
}

function onPitch(match: LiveMatch, side: Side): SimPlayer[] {
  const lineup = match.lineups[side] as Lineup | undefined;
  const team = match[side];
  const ids = new Set(lineup?.starters ?? team.players.slice(0, 11).map((player) => player.id));
  for (const change of lineup?.substitutions ?? []) {
    ids.delete(change.off);
    ids.add(change.on);
  }
  const sentOff = new Set(state(match).sentOff);
  return team.players.filter((player) => ids.has(player.id) && !sentOff.has(player.id));
}

/** Forwards score most, then midfielders, defenders rarely, the keeper never. */
function scorer(match: LiveMatch, side: Side, random: Random): SimPlayer {
  const weights: Record<string, number> = { FW: 6, MF: 3, DF: 1, GK: 0 };
  const candidates = onPitch(match, side).filter((player) => player.position !== 'GK');
  const pool = candidates.flatMap((player) => Array<SimPlayer>(weights[player.position] ?? 1).fill(player));
  return random.pick(pool.length > 0 ? pool : match[side].players);
}

function anyOutfield(match: LiveMatch, side: Side, random: Random): SimPlayer {
  const candidates = onPitch(match, side).filter((player) => player.position !== 'GK');
  return random.pick(candidates.length > 0 ? candidates : match[side].players);
}

function bump(match: LiveMatch, side: Side, stat: string, by = 1): void {
  match.stats[side][stat] = (match.stats[side][stat] ?? 0) + by;
}

function bumpPlayer(match: LiveMatch, player: SimPlayer, stat: string, by = 1): void {
  const stats = (match.playerStats[player.id] ??= {});
  stats[stat] = (stats[stat] ?? 0) + by;
}

/** The match minute shown (37', 45+2'). */
function minuteOf(match: LiveMatch): { minute: number; stoppage: number } {
  const limits: Record<string, number> = { first_half: HALF, second_half: 2 * HALF, extra_time: 2 * HALF + 2 * EXTRA_HALF };
  const limit = limits[match.phase];
  if (limit !== undefined && match.clock >= limit) return { minute: limit / 60, stoppage: Math.floor((match.clock - limit) / 60) + 1 };
  return { minute: Math.floor(match.clock / 60) + 1, stoppage: 0 };
}

function event(match: LiveMatch, type: SimEvent['type'], side: Side | null, player = '', detail: Record<string, unknown> = {}): SimEvent {
  return { type, phase: match.phase, ...minuteOf(match), side, player, detail };
}

function goal(match: LiveMatch, side: Side, player: string, options: { penalty: boolean; ownGoal: boolean }, random: Random): SimEvent[] {
  if (side === 'home') match.homeScore += 1;
  else match.awayScore += 1;
  bump(match, side, 'goals');
  const events: SimEvent[] = [];
  const scorerPlayer = match[options.ownGoal ? other(side) : side].players.find((candidate) => candidate.name === player);
  if (scorerPlayer && !options.ownGoal) bumpPlayer(match, scorerPlayer, 'goals');
  let assist = '';
  if (!options.penalty && !options.ownGoal && random.chance(0.7)) {
    const teammates = onPitch(match, side).filter((candidate) => candidate.name !== player && candidate.position !== 'GK');
    if (teammates.length > 0) {
      const helper = random.pick(teammates);
      assist = helper.name;
      bumpPlayer(match, helper, 'assists');
    }
  }
  const type = options.ownGoal ? 'own_goal' : options.penalty ? 'penalty' : 'goal';
  events.push(event(match, type, side, player, { ...(assist ? { assist } : {}), score: `${match.homeScore}-${match.awayScore}` }));
  return events;
}

function occurrence(match: LiveMatch, side: Side, kind: Occurrence, random: Random): SimEvent[] {
  const events: SimEvent[] = [];
  const scripted = match.script !== null;
  switch (kind) {
    case 'shot_on_target': {
      bump(match, side, 'shotsOnTarget');
      const shooter = scorer(match, side, random);
      bumpPlayer(match, shooter, 'shots');
      const strengthEdge = (match[side].rating - match[other(side)].rating) / 400;
      if (!scripted && random.chance(GOAL_FROM_SHOT_ON_TARGET + strengthEdge)) return goal(match, side, shooter.name, { penalty: false, ownGoal: false }, random);
      // A small share of attempts end as own goals.
      if (!scripted && random.chance(0.012)) {
        const unlucky = anyOutfield(match, other(side), random);
        return goal(match, side, unlucky.name, { penalty: false, ownGoal: true }, random);
      }
      events.push(event(match, 'shot_on_target', side, shooter.name));
      if (random.chance(0.35)) {
        bump(match, side, 'corners');
        events.push(event(match, 'corner', side));
      }
      return events;
    }
    case 'shot_off_target': {
      bump(match, side, 'shotsOffTarget');
      const shooter = scorer(match, side, random);
      bumpPlayer(match, shooter, 'shots');
      events.push(event(match, 'shot_off_target', side, shooter.name));
      bump(match, other(side), 'goalKicks');
      events.push(event(match, 'goal_kick', other(side)));
      return events;
    }
    case 'corner':
      bump(match, side, 'corners');
      return [event(match, 'corner', side)];
    case 'free_kick':
      bump(match, side, 'freeKicks');
      bump(match, other(side), 'fouls');
      return [event(match, 'free_kick', side)];
    case 'goal_kick':
      bump(match, side, 'goalKicks');
      return [event(match, 'goal_kick', side)];
    case 'offside': {
      bump(match, side, 'offsides');
      return [event(match, 'offside', side, scorer(match, side, random).name)];
    }
    case 'dangerous_attack':
      bump(match, side, 'dangerousAttacks');
      return [event(match, 'dangerous_attack', side)];
    case 'yellow_card': {
      const player = anyOutfield(match, side, random);
      const cards = state(match).cards;
      cards[player.id] = (cards[player.id] ?? 0) + 1;
      bumpPlayer(match, player, 'yellowCards');
      if (cards[player.id]! >= 2) {
        bump(match, side, 'redCards');
        state(match).sentOff.push(player.id);
        bumpPlayer(match, player, 'redCards');
        return [event(match, 'second_yellow', side, player.name)];
      }
      bump(match, side, 'yellowCards');
      return [event(match, 'yellow_card', side, player.name)];
    }
    case 'red_card': {
      const player = anyOutfield(match, side, random);
      bump(match, side, 'redCards');
      bumpPlayer(match, player, 'redCards');
      state(match).sentOff.push(player.id);
      return [event(match, 'red_card', side, player.name)];
    }
    case 'penalty_awarded': {
      const taker = scorer(match, side, random);
      bump(match, other(side), 'fouls');
      if (!scripted && random.chance(PENALTY_CONVERSION)) return goal(match, side, taker.name, { penalty: true, ownGoal: false }, random);
      bump(match, side, 'penaltiesMissed');
      return [event(match, 'penalty_missed', side, taker.name)];
    }
  }
}

function scriptedGoals(match: LiveMatch, random: Random): SimEvent[] {
  const script = match.script;
  if (!script) return [];
  const events: SimEvent[] = [];
  const now = minuteOf(match);
  const currentStamp = (now.minute + (now.stoppage > 0 ? now.stoppage : 0) / 100) * 100;
  while (state(match).scriptIndex < script.goals.length) {
    const next = script.goals[state(match).scriptIndex]!;
    const stamp = (next.minute + next.stoppage / 100) * 100;
    if (stamp > currentStamp) break;
    state(match).scriptIndex += 1;
    bump(match, next.side, 'shotsOnTarget');
    events.push(...goal(match, next.side, next.player, { penalty: next.penalty, ownGoal: next.ownGoal }, random));
  }
  return events;
}

/** A shoot-out's kicks: alternate, best of five, then sudden death. A script fixes the result. */
function planShootout(random: Random, result: [number, number] | null): boolean[] | null {
  if (!result) return null;
  for (let attempt = 0; attempt < 2000; attempt += 1) {
    const kicks: boolean[] = [];
    let home = 0;
    let away = 0;
    for (let kick = 0; kick < 40; kick += 1) {
      const scored = random.chance(SHOOTOUT_CONVERSION);
      kicks.push(scored);
      if (kick % 2 === 0) home += scored ? 1 : 0;
      else away += scored ? 1 : 0;
      if (shootoutDecided(kick + 1, home, away)) break;
    }
    if (home === result[0] && away === result[1]) return kicks;
  }
  return null;
}

/** After `taken` kicks, is the shoot-out over? */
export function shootoutDecided(taken: number, home: number, away: number): boolean {
  const homeTaken = Math.ceil(taken / 2);
  const awayTaken = Math.floor(taken / 2);
  if (taken <= 10) {
    const homeLeft = 5 - homeTaken;
    const awayLeft = 5 - awayTaken;
    return home > away + awayLeft || away > home + homeLeft;
  }
  return homeTaken === awayTaken && home !== away;
}

function finish(match: LiveMatch): SimEvent[] {
  match.status = 'finished';
  match.phase = 'full_time';
  const shootout = match.penalties;
  if (match.homeScore !== match.awayScore) match.winner = match.homeScore > match.awayScore ? 'home' : 'away';
  else if (shootout) match.winner = shootout.home > shootout.away ? 'home' : 'away';
  else match.winner = null;
  return [{ type: 'full_time', phase: 'full_time', minute: 0, stoppage: 0, side: null, player: '', detail: { score: `${match.homeScore}-${match.awayScore}` } }];
}

/** The score of the `number`th period (halves, then extra time), labelled as the sport's rules label it. */
function periodScore(match: LiveMatch, number: number): void {
  const before = match.periodScores.reduce((sum, score) => ({ home: sum.home + score.home, away: sum.away + score.away }), { home: 0, away: 0 });
  match.periodScores.push({ period: periodLabel(SPORT_RULES.football.clock, number)!, home: match.homeScore - before.home, away: match.awayScore - before.away });
}

export const footballSimulator: Simulator = {
  start(match, random) {
    // A replayed match plays at least as much stoppage time as its real late goals need.
    const scriptedStoppage = (minute: number) =>
      Math.max(0, ...(match.script?.goals ?? []).filter((goal) => goal.minute === minute).map((goal) => goal.stoppage));
    const stoppageFirst = Math.max(random.integer(1, 4), scriptedStoppage(45));
    const stoppageSecond = Math.max(random.integer(2, 7), scriptedStoppage(90));
    match.state = {
      breakLeft: 0,
      stoppageFirst,
      stoppageSecond,
      stoppageExtra: Math.max(random.integer(0, 2), scriptedStoppage(120)),
      cards: {},
      sentOff: [],
      subsLeft: { home: 5, away: 5 },
      subTimes: {
        home: Array.from({ length: 5 }, () => random.integer(55 * 60, 88 * 60)).sort((a, b) => a - b),
        away: Array.from({ length: 5 }, () => random.integer(55 * 60, 88 * 60)).sort((a, b) => a - b),
      },
      possession: Math.round(homeShare(match) * 100),
      shootout: null,
      scriptIndex: 0,
    } satisfies FootballState;
    match.status = 'live';
    match.phase = 'first_half';
    match.clock = 0;
    match.stats = { home: { possession: state(match).possession }, away: { possession: 100 - state(match).possession } };
    return [event(match, 'kick_off', null)];
  },

  tick(match, random) {
    const s = state(match);
    const events: SimEvent[] = [];
    if (match.status !== 'live') return events;

    // Breaks: half-time and before extra time.
    if (match.phase === 'half_time' || (match.phase === 'extra_time' && s.breakLeft > 0)) {
      s.breakLeft -= 1;
      if (s.breakLeft <= 0 && match.phase === 'half_time') {
        match.phase = 'second_half';
        match.clock = HALF;
      }
      return events;
    }

    if (match.phase === 'penalties') return shootoutTick(match, random);

    match.clock += 1;
    const end =
      match.phase === 'first_half' ? HALF + s.stoppageFirst * 60 : match.phase === 'second_half' ? 2 * HALF + s.stoppageSecond * 60 : 2 * HALF + 2 * EXTRA_HALF + s.stoppageExtra * 60;
    if ((match.phase === 'first_half' && match.clock === HALF) || (match.phase === 'second_half' && match.clock === 2 * HALF))
      events.push(event(match, 'stoppage_time', null, '', { minutes: match.phase === 'first_half' ? s.stoppageFirst : s.stoppageSecond }));

    if (match.script) events.push(...scriptedGoals(match, random));
    const share = homeShare(match);
    const redCardPenalty = (side: Side) => 1 - 0.12 * s.sentOff.filter((id) => match[side].players.some((player) => player.id === id)).length;
    const weight = { home: share * 2 * redCardPenalty('home'), away: (1 - share) * 2 * redCardPenalty('away') };
    for (const [kind, perNinety] of Object.entries(RATES) as [Occurrence, number][])
      for (const side of ['home', 'away'] as const) {
        // Play-shaping events lean to the stronger side; discipline does not.
        const lean = kind === 'yellow_card' || kind === 'red_card' ? 1 : weight[side];
        if (random.chance(((perNinety * lean) / 5400))) events.push(...occurrence(match, side, kind, random));
      }

    // Substitutions in the second half.
    for (const side of ['home', 'away'] as const)
      if (match.phase === 'second_half' && s.subTimes[side][0] !== undefined && match.clock >= s.subTimes[side][0]!) {
        s.subTimes[side].shift();
        const lineup = match.lineups[side] as Lineup | undefined;
        const off = random.pick(onPitch(match, side).filter((player) => player.position !== 'GK'));
        const used = new Set((lineup?.substitutions ?? []).map((change) => change.on));
        const available = match[side].players.filter((player) => lineup?.bench.includes(player.id) && !used.has(player.id) && player.position !== 'GK');
        // Like for like when the bench allows it.
        const on = available.find((player) => player.position === off?.position) ?? available[0];
        if (lineup && off && on) {
          lineup.substitutions = [...(lineup.substitutions ?? []), { off: off.id, on: on.id, minute: minuteOf(match).minute }];
          bump(match, side, 'substitutions');
          events.push(event(match, 'substitution', side, on.name, { off: off.name }));
        }
      }

    if (match.clock % (15 * 60) === 0) {
      s.possession = Math.max(25, Math.min(75, Math.round(share * 100 + random.integer(-6, 6))));
      match.stats.home.possession = s.possession;
      match.stats.away.possession = 100 - s.possession;
      events.push(event(match, 'possession', null, '', { home: s.possession, away: 100 - s.possession }));
    }

    if (match.clock >= end) {
      if (match.phase === 'first_half') {
        periodScore(match, 1);
        events.push(event(match, 'half_time_score', null, '', { home: match.homeScore, away: match.awayScore }));
        match.phase = 'half_time';
        s.breakLeft = HALF_TIME_BREAK;
      } else if (match.phase === 'second_half') {
        periodScore(match, 2);
        const level = match.homeScore === match.awayScore;
        if (match.knockout && level) {
          match.phase = 'extra_time';
          match.clock = 2 * HALF;
          s.breakLeft = EXTRA_TIME_BREAK;
        } else events.push(...finish(match));
      } else {
        periodScore(match, 3);
        if (match.homeScore === match.awayScore) {
          match.phase = 'penalties';
          s.shootout = { kicks: [], home: 0, away: 0, taken: 0, plan: planShootout(random, match.script?.penalties ?? null), timer: SHOOTOUT_KICK_SECONDS };
          match.penalties = { home: 0, away: 0 };
        } else events.push(...finish(match));
      }
    }
    return events;
  },
};

function shootoutTick(match: LiveMatch, random: Random): SimEvent[] {
  const shootout = state(match).shootout!;
  shootout.timer -= 1;
  if (shootout.timer > 0) return [];
  shootout.timer = SHOOTOUT_KICK_SECONDS;
  const side: Side = shootout.taken % 2 === 0 ? 'home' : 'away';
  const scored = shootout.plan ? shootout.plan[shootout.taken] ?? random.chance(SHOOTOUT_CONVERSION) : random.chance(SHOOTOUT_CONVERSION);
  shootout.taken += 1;
  if (scored) shootout[side] += 1;
  match.penalties = { home: shootout.home, away: shootout.away };
  const taker = scorer(match, side, random);
  const events: SimEvent[] = [
    { type: 'penalty_shootout', phase: 'penalties', minute: 120, stoppage: 0, side, player: taker.name, detail: { scored, home: shootout.home, away: shootout.away } },
  ];
  if (shootoutDecided(shootout.taken, shootout.home, shootout.away)) events.push(...finish(match));
  return events;
}

export function footballLineups(match: LiveMatch): Record<string, unknown> {
  const pick = (side: Side) => {
    const players = match[side].players;
    const byPosition = (position: string, count: number) => players.filter((player) => player.position === position).slice(0, count);
    const starters = [...byPosition('GK', 1), ...byPosition('DF', 4), ...byPosition('MF', 3), ...byPosition('FW', 3)];
    const bench = players.filter((player) => !starters.includes(player)).slice(0, 9);
    return { formation: '4-3-3', starters: starters.map((player) => player.id), bench: bench.map((player) => player.id), substitutions: [] } satisfies Lineup;
  };
  return { home: pick('home'), away: pick('away') };
}

export type { MatchScript };
