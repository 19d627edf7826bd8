// Esports, second by second: a best-of series of maps with a break between them.
// League of Legends and Dota 2: a draft (bans, picks), then a map clock with kills and
// objectives (first blood, first tower, first dragon and baron in LoL; the Roshan, which the
// specification calls the overlord, in Dota 2) until a base falls.
// CS2 and Valorant: rounds of about a minute and a half; first to 13, overtime from 12-12
// until one side leads by two. First to five and first to ten kills (or rounds) are tracked.
import type { Side } from '@matchday/contracts/sports/contract';
import type { EsportsTitle } from '../catalog/types';
import type { Random } from './random';
import { other, type LiveMatch, type SimEvent, type SimMap, type Simulator } from './types';

const BETWEEN_MAPS = 6 * 60;
const ROUNDS_TO_WIN = 13;

interface EsportsState {
  [key: string]: unknown;
  breakLeft: number;
  mapsPool: string[];
  roundLeft: number;
  lastRoundWinner: Side | null;
  nextObjectives: { tower: number; dragon: number; baron: number; overlord: number };
}

const state = (match: LiveMatch) => match.state as EsportsState;
const isTactical = (match: LiveMatch) => match.discipline === 'cs2' || match.discipline === 'valorant';
const currentMap = (match: LiveMatch): SimMap => match.maps.at(-1)!;
const mapsToWin = (match: LiveMatch) => Math.ceil((match.bestOf ?? 3) / 2);

function edge(match: LiveMatch, side: Side): number {
  return (match[side].rating - match[other(side)].rating) / 150;
}

function event(match: LiveMatch, type: SimEvent['type'], side: Side | null, who = '', detail: Record<string, unknown> = {}): SimEvent {
  const map = match.maps.at(-1);
  return {
    type,
    phase: match.phase,
    minute: Math.floor(match.clock / 60),
    stoppage: 0,
    side,
    player: who,
    // The seconds played on the map, so the site's timeline reads the map clock as the live clock does.
    detail: { map: map?.number ?? 0, mapName: map?.name ?? '', clock: match.clock, ...detail },
  };
}

function bumpPlayer(match: LiveMatch, id: string, stat: string, by = 1): void {
  const stats = (match.playerStats[id] ??= {});
  stats[stat] = (stats[stat] ?? 0) + by;
}

function startMap(match: LiveMatch, random: Random, title: EsportsTitle): SimEvent[] {
  const s = state(match);
  const number = match.maps.length + 1;
  const name = title.maps.length === 1 ? title.maps[0]! : s.mapsPool.shift() ?? random.pick(title.maps);
  const draftPool = random.shuffle(title.heroes);
  const banned = match.discipline === 'valorant' ? 0 : 5;
  const map: SimMap = {
    number,
    name,
    status: 'live',
    homeScore: 0,
    awayScore: 0,
    homeKills: 0,
    awayKills: 0,
    durationSeconds: 0,
    winner: null,
    firstBlood: null,
    firstTower: null,
    firstDragon: null,
    baron: null,
    overlord: null,
    firstToFive: null,
    firstToTen: null,
    bans: { home: draftPool.slice(0, banned), away: draftPool.slice(banned, banned * 2) },
    picks: title.heroes.length > 0 ? { home: draftPool.slice(banned * 2, banned * 2 + 5), away: draftPool.slice(banned * 2 + 5, banned * 2 + 10) } : { home: [], away: [] },
  };
  match.maps.push(map);
  match.phase = `map_${number}`;
  match.clock = 0;
  match.periodScores.push({ period: name, home: 0, away: 0 });
  s.roundLeft = random.integer(75, 115);
  s.lastRoundWinner = null;
  s.nextObjectives = {
    tower: random.integer(8 * 60, 15 * 60),
    dragon: random.integer(5 * 60, 10 * 60),
    baron: random.integer(20 * 60, 28 * 60),
    overlord: random.integer(15 * 60, 24 * 60),
  };
  // Each side's five players play the picked heroes.
  for (const side of ['home', 'away'] as const)
    match[side].players.slice(0, 5).forEach((player, index) => {
      const hero = map.picks[side][index];
      if (hero) bumpPlayer(match, player.id, `hero:${hero}`);
    });
  return [event(match, 'map_start', null, '', { picks: map.picks, bans: map.bans })];
}

function milestone(match: LiveMatch, side: Side, count: number): SimEvent[] {
  const map = currentMap(match);
  const events: SimEvent[] = [];
  if (count >= 5 && !map.firstToFive) {
    map.firstToFive = side;
    events.push(event(match, 'first_to_five', side));
  }
  if (count >= 10 && !map.firstToTen) {
    map.firstToTen = side;
    events.push(event(match, 'first_to_ten', side));
  }
  return events;
}

function finishMap(match: LiveMatch, winner: Side): SimEvent[] {
  const map = currentMap(match);
  map.status = 'finished';
  map.winner = winner;
  map.durationSeconds = match.clock;
  const period = match.periodScores.at(-1)!;
  period.home = map.homeScore;
  period.away = map.awayScore;
  if (winner === 'home') match.homeScore += 1;
  else match.awayScore += 1;
  const events = [event(match, 'map_won', winner, '', { home: map.homeScore, away: map.awayScore, duration: match.clock })];
  if (match.homeScore >= mapsToWin(match) || match.awayScore >= mapsToWin(match)) {
    match.status = 'finished';
    match.phase = 'full_time';
    match.winner = match.homeScore > match.awayScore ? 'home' : 'away';
    events.push({ ...event(match, 'full_time', null, '', { score: `${match.homeScore}-${match.awayScore}` }), phase: 'full_time' });
  } else {
    match.phase = 'between_maps';
    state(match).breakLeft = BETWEEN_MAPS;
  }
  return events;
}

function kill(match: LiveMatch, side: Side, random: Random): SimEvent[] {
  const map = currentMap(match);
  const killer = random.pick(match[side].players.slice(0, 5));
  const victim = random.pick(match[other(side)].players.slice(0, 5));
  bumpPlayer(match, killer.id, 'kills');
  bumpPlayer(match, victim.id, 'deaths');
  const helpers = match[side].players.slice(0, 5).filter((player) => player.id !== killer.id);
  if (helpers.length > 0 && random.chance(0.7)) bumpPlayer(match, random.pick(helpers).id, 'assists');
  if (side === 'home') map.homeKills += 1;
  else map.awayKills += 1;
  const events: SimEvent[] = [];
  if (!map.firstBlood) {
    map.firstBlood = side;
    events.push(event(match, 'first_blood', side, killer.name, { victim: victim.name }));
  } else events.push(event(match, 'kill', side, killer.name, { victim: victim.name }));
  return events;
}

function mobaTick(match: LiveMatch, random: Random): SimEvent[] {
  const s = state(match);
  const map = currentMap(match);
  const events: SimEvent[] = [];
  match.clock += 1;
  const lead = map.homeKills - map.awayKills + (map.baron === 'home' ? 3 : map.baron === 'away' ? -3 : 0);
  const homeLean = 1 / (1 + Math.exp(-(edge(match, 'home') * 3 + lead / 8)));
  if (random.chance(0.8 / 60)) {
    const side: Side = random.chance(homeLean) ? 'home' : 'away';
    events.push(...kill(match, side, random));
    map.homeScore = map.homeKills;
    map.awayScore = map.awayKills;
    events.push(...milestone(match, side, side === 'home' ? map.homeKills : map.awayKills));
  }
  const objective = (key: 'tower' | 'dragon' | 'baron' | 'overlord', field: 'firstTower' | 'firstDragon' | 'baron' | 'overlord', type: SimEvent['type']) => {
    if (match.clock === s.nextObjectives[key] && !map[field]) {
      const side: Side = random.chance(homeLean) ? 'home' : 'away';
      map[field] = side;
      events.push(event(match, type, side));
    }
  };
  objective('tower', 'firstTower', 'first_tower');
  if (match.discipline === 'lol') {
    objective('dragon', 'firstDragon', 'first_dragon');
    objective('baron', 'baron', 'baron');
  } else objective('overlord', 'overlord', 'overlord');
  const minutes = match.clock / 60;
  if ((minutes >= 22 && random.chance(0.0025 * (1 + Math.abs(lead) / 4))) || minutes >= 50) {
    const winner: Side = lead > 0 ? 'home' : lead < 0 ? 'away' : random.chance(homeLean) ? 'home' : 'away';
    events.push(...finishMap(match, winner));
  }
  return events;
}

/** Has a side won the map of rounds? First to 13; from 12-12, first to lead by two. */
export function roundsMapOver(home: number, away: number): Side | null {
  const leader: Side = home > away ? 'home' : 'away';
  const top = Math.max(home, away);
  if (top < ROUNDS_TO_WIN) return null;
  if (Math.min(home, away) < ROUNDS_TO_WIN - 1) return leader;
  return Math.abs(home - away) >= 2 ? leader : null;
}

function tacticalTick(match: LiveMatch, random: Random): SimEvent[] {
  const s = state(match);
  const map = currentMap(match);
  match.clock += 1;
  s.roundLeft -= 1;
  if (s.roundLeft > 0) return [];
  const events: SimEvent[] = [];
  const round = map.homeScore + map.awayScore + 1;
  const pistol = round === 1 || round === ROUNDS_TO_WIN;
  const momentum = pistol || !s.lastRoundWinner ? 0 : s.lastRoundWinner === 'home' ? 0.06 : -0.06;
  const winner: Side = random.chance(0.5 + edge(match, 'home') + momentum) ? 'home' : 'away';
  // A round's kills: the winners get most of them.
  const winnerKills = random.integer(3, 5);
  const loserKills = random.integer(0, 4);
  for (let index = 0; index < winnerKills; index += 1) events.push(...kill(match, winner, random));
  for (let index = 0; index < loserKills; index += 1) events.push(...kill(match, other(winner), random));
  if (winner === 'home') map.homeScore += 1;
  else map.awayScore += 1;
  s.lastRoundWinner = winner;
  s.roundLeft = random.integer(75, 115);
  events.push(event(match, 'round_won', winner, '', { round, home: map.homeScore, away: map.awayScore, pistol }));
  events.push(...milestone(match, winner, winner === 'home' ? map.homeScore : map.awayScore));
  const period = match.periodScores.at(-1)!;
  period.home = map.homeScore;
  period.away = map.awayScore;
  const mapWinner = roundsMapOver(map.homeScore, map.awayScore);
  if (mapWinner) events.push(...finishMap(match, mapWinner));
  return events;
}

export function esportsSimulator(title: EsportsTitle): Simulator {
  return {
    start(match, random) {
      match.state = {
        breakLeft: 0,
        mapsPool: random.shuffle(title.maps),
        roundLeft: 0,
        lastRoundWinner: null,
        nextObjectives: { tower: 0, dragon: 0, baron: 0, overlord: 0 },
      } satisfies EsportsState;
      match.status = 'live';
      match.stats = { home: {}, away: {} };
      match.maps = [];
      return [event(match, 'kick_off', null), ...startMap(match, random, title)];
    },
    tick(match, random) {
      if (match.status !== 'live') return [];
      const s = state(match);
      if (match.phase === 'between_maps') {
        s.breakLeft -= 1;
        return s.breakLeft <= 0 ? startMap(match, random, title) : [];
      }
      const events = isTactical(match) ? tacticalTick(match, random) : mobaTick(match, random);
      // Team stats for the list: kills and maps.
      const map = match.maps.at(-1);
      if (map) {
        match.stats.home.kills = match.maps.reduce((sum, played) => sum + played.homeKills, 0);
        match.stats.away.kills = match.maps.reduce((sum, played) => sum + played.awayKills, 0);
      }
      return events;
    },
  };
}
