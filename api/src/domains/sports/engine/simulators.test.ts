import { GENERAL_EVENT_TYPES, SPORT_RULES } from '@matchday/contracts/sports/rules';
import { basketballLineups, basketballSimulator } from './basketball';
import { esportsSimulator, roundsMapOver } from './esports';
import { footballLineups, footballSimulator, shootoutDecided } from './football';
import { oddsFor, price, raceChance } from './odds';
import { seededRandom } from './random';
import { fixtureMatch, type LiveMatch, type MatchScript, type SimEvent, type SimPlayer, type Simulator } from './types';

const { eventTypes: FOOTBALL_EVENT_TYPES } = SPORT_RULES.football;
const { eventTypes: BASKETBALL_EVENT_TYPES } = SPORT_RULES.basketball;
const { eventTypes: ESPORTS_EVENT_TYPES } = SPORT_RULES.esports;

const positions = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW', 'GK', 'DF', 'DF', 'MF', 'MF', 'FW', 'FW', 'MF', 'DF'];
const squad = (prefix: string, roles: string[]): SimPlayer[] =>
  roles.map((position, index) => ({ id: `${prefix}${index}`, name: `${prefix} Player ${index}`, shortName: `Player ${index}`, position, number: index + 1 }));

function newMatch(sport: LiveMatch['sport'], overrides: Partial<LiveMatch> = {}): LiveMatch {
  const roles =
    sport === 'football' ? positions : sport === 'basketball' ? ['point_guard', 'shooting_guard', 'small_forward', 'power_forward', 'center', 'point_guard', 'shooting_guard', 'small_forward', 'power_forward', 'center', 'center', 'small_forward'] : ['player', 'player', 'player', 'player', 'player'];
  const match = fixtureMatch({
    id: '1',
    sport,
    discipline: sport === 'esports' ? 'cs2' : sport,
    knockout: false,
    bestOf: sport === 'esports' ? 3 : null,
    quarterMinutes: 12,
    home: { id: 'h', name: 'Home', rating: 70, players: squad('H', roles) },
    away: { id: 'a', name: 'Away', rating: 70, players: squad('A', roles) },
    ...overrides,
  });
  if (sport === 'football') match.lineups = footballLineups(match);
  if (sport === 'basketball') match.lineups = basketballLineups(match);
  return match;
}

function play(simulator: Simulator, match: LiveMatch, seed: string, limit = 6 * 3600): SimEvent[] {
  const random = seededRandom(seed);
  const events = simulator.start(match, random);
  for (let second = 0; second < limit && match.status === 'live'; second += 1) events.push(...simulator.tick(match, random));
  return events;
}

describe('football', () => {
  it('plays two halves with stoppage time and half-time, then ends', () => {
    const match = newMatch('football');
    const events = play(footballSimulator, match, 'football-1');
    expect(match.status).toBe('finished');
    expect(match.phase).toBe('full_time');
    expect(match.periodScores.map((period) => period.period)).toEqual(['1H', '2H']);
    const stoppage = events.filter((event) => event.type === 'stoppage_time');
    expect(stoppage).toHaveLength(2);
    expect(events.filter((event) => event.type === 'half_time_score')).toHaveLength(1);
    // Nothing happens after the end of stoppage time.
    const second = events.filter((event) => event.phase === 'second_half');
    expect(Math.max(...second.map((event) => event.minute))).toBeLessThanOrEqual(90);
    expect(events.at(-1)!.type).toBe('full_time');
  });

  it('keeps the score equal to the goals, and the half scores adding up', () => {
    for (let seed = 0; seed < 40; seed += 1) {
      const match = newMatch('football');
      const events = play(footballSimulator, match, `score-${seed}`);
      const goals = events.filter((event) => ['goal', 'own_goal', 'penalty'].includes(event.type));
      expect(goals.filter((event) => event.side === 'home')).toHaveLength(match.homeScore);
      expect(goals.filter((event) => event.side === 'away')).toHaveLength(match.awayScore);
      expect(match.periodScores.reduce((sum, period) => sum + period.home, 0)).toBe(match.homeScore);
      expect(match.stats.home.shotsOnTarget ?? 0).toBeGreaterThanOrEqual(goals.filter((event) => event.side === 'home' && event.type !== 'own_goal').length);
    }
  });

  it('produces realistic numbers over many matches, and the stronger side wins more', () => {
    let goals = 0;
    let homeWins = 0;
    let awayWins = 0;
    const types = new Set<string>();
    for (let seed = 0; seed < 120; seed += 1) {
      const match = newMatch('football', { home: { ...newMatch('football').home, rating: 85 }, away: { ...newMatch('football').away, rating: 60 } });
      play(footballSimulator, match, `realism-${seed}`).forEach((event) => types.add(event.type));
      goals += match.homeScore + match.awayScore;
      if (match.winner === 'home') homeWins += 1;
      if (match.winner === 'away') awayWins += 1;
    }
    expect(goals / 120).toBeGreaterThan(1.8);
    expect(goals / 120).toBeLessThan(4);
    expect(homeWins).toBeGreaterThan(awayWins * 2);
    // A video review is a provider's word (var_decision): the engine never reviews.
    for (const type of FOOTBALL_EVENT_TYPES.filter((kind) => kind !== 'penalty_shootout' && kind !== 'red_card' && kind !== 'var_decision')) expect(types, type).toContain(type);
  });

  it('goes to extra time and penalties in a level knockout match, and the shoot-out decides it', () => {
    // A level script forces the shoot-out: 1-1 after 90 and 120 minutes, 4-3 on penalties.
    const script: MatchScript = {
      goals: [
        { side: 'home', player: 'H Player 9', minute: 10, stoppage: 0, penalty: false, ownGoal: false },
        { side: 'away', player: 'A Player 8', minute: 90, stoppage: 6, penalty: true, ownGoal: false },
      ],
      halfTime: [1, 0],
      fullTime: [1, 1],
      extraTime: [1, 1],
      penalties: [4, 3],
    };
    const match = newMatch('football', { knockout: true, script });
    const events = play(footballSimulator, match, 'knockout');
    expect(match.periodScores.map((period) => period.period)).toEqual(['1H', '2H', 'ET']);
    expect([match.homeScore, match.awayScore]).toEqual([1, 1]);
    expect(match.penalties).toEqual({ home: 4, away: 3 });
    expect(match.winner).toBe('home');
    const kicks = events.filter((event) => event.type === 'penalty_shootout');
    expect(kicks.length).toBeGreaterThanOrEqual(8);
    expect(events.find((event) => event.type === 'penalty')).toMatchObject({ player: 'A Player 8', minute: 90, stoppage: 6 });
  });

  it('replays a real match: its real goals, at their real minutes, and no others', () => {
    const script: MatchScript = {
      goals: [
        { side: 'away', player: 'A Player 9', minute: 16, stoppage: 0, penalty: true, ownGoal: false },
        { side: 'away', player: 'A Player 9', minute: 31, stoppage: 0, penalty: false, ownGoal: false },
      ],
      halfTime: [0, 2],
      fullTime: [0, 2],
      extraTime: null,
      penalties: null,
    };
    for (const seed of ['replay-1', 'replay-2', 'replay-3']) {
      const match = newMatch('football', { script });
      const events = play(footballSimulator, match, seed);
      expect([match.homeScore, match.awayScore]).toEqual([0, 2]);
      expect(events.filter((event) => ['goal', 'penalty', 'own_goal'].includes(event.type)).map((event) => [event.type, event.minute])).toEqual([
        ['penalty', 16],
        ['goal', 31],
      ]);
    }
  });

  it('ends a shoot-out exactly when it is decided', () => {
    expect(shootoutDecided(6, 3, 0)).toBe(true); // 3-0 after three each: the away side cannot catch up
    expect(shootoutDecided(7, 3, 1)).toBe(false);
    expect(shootoutDecided(10, 4, 4)).toBe(false);
    expect(shootoutDecided(12, 5, 4)).toBe(true);
    expect(shootoutDecided(11, 5, 4)).toBe(false);
  });
});

describe('basketball', () => {
  it('plays four quarters, with overtime until someone leads', () => {
    let overtimes = 0;
    for (let seed = 0; seed < 60; seed += 1) {
      const match = newMatch('basketball');
      const events = play(basketballSimulator, match, `basketball-${seed}`);
      expect(match.status).toBe('finished');
      expect(match.homeScore).not.toBe(match.awayScore);
      expect(match.periodScores.slice(0, 4).map((period) => period.period)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
      expect(match.periodScores.reduce((sum, period) => sum + period.home, 0)).toBe(match.homeScore);
      const points = events.reduce(
        (sum, event) => sum + (event.side === 'home' && event.detail.made ? (event.type === 'three_point' ? 3 : event.type === 'two_point' ? 2 : event.type === 'free_throw' ? 1 : 0) : 0),
        0,
      );
      expect(points).toBe(match.homeScore);
      if (match.periodScores.length > 4) overtimes += 1;
    }
    expect(overtimes).toBeLessThan(15);
  });

  it('scores like basketball, with every label of the specification', () => {
    const types = new Set<string>();
    let total = 0;
    for (let seed = 0; seed < 20; seed += 1) {
      const match = newMatch('basketball');
      play(basketballSimulator, match, `labels-${seed}`).forEach((event) => types.add(event.type));
      total += match.homeScore + match.awayScore;
    }
    expect(total / 20).toBeGreaterThan(170);
    expect(total / 20).toBeLessThan(260);
    for (const type of BASKETBALL_EVENT_TYPES) expect(types, type).toContain(type);
  });

  it('plays FIBA quarters of ten minutes', () => {
    const match = newMatch('basketball', { quarterMinutes: 10 });
    const events = play(basketballSimulator, match, 'fiba');
    expect(events.find((event) => event.type === 'quarter_start')?.detail.clock).toBe(600);
  });
});

describe('esports', () => {
  const cs2 = { heroes: [], maps: ['Mirage', 'Inferno', 'Nuke', 'Ancient', 'Anubis', 'Dust2', 'Train'], handles: [] };
  const lol = { heroes: Array.from({ length: 40 }, (_, index) => `Champion ${index}`), maps: ["Summoner's Rift"], handles: [] };

  it('CS2: best of three, maps of rounds to 13 with overtime, series won by two maps', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const match = newMatch('esports', { discipline: 'cs2' });
      const events = play(esportsSimulator(cs2), match, `cs2-${seed}`, 12 * 3600);
      expect(match.status).toBe('finished');
      expect(Math.max(match.homeScore, match.awayScore)).toBe(2);
      for (const map of match.maps) {
        expect(roundsMapOver(map.homeScore, map.awayScore)).toBe(map.winner);
        expect(Math.max(map.homeScore, map.awayScore)).toBeGreaterThanOrEqual(13);
      }
      expect(new Set(match.maps.map((map) => map.name)).size).toBe(match.maps.length);
      expect(events.filter((event) => event.type === 'map_won')).toHaveLength(match.maps.length);
    }
  });

  it('LoL: drafts, kills and objectives, first to five and ten kills', () => {
    const types = new Set<string>();
    for (let seed = 0; seed < 12; seed += 1) {
      const match = newMatch('esports', { discipline: 'lol' });
      play(esportsSimulator(lol), match, `lol-${seed}`, 12 * 3600).forEach((event) => types.add(event.type));
      const map = match.maps[0]!;
      expect(map.picks.home).toHaveLength(5);
      expect(map.bans.away).toHaveLength(5);
      expect(new Set([...map.picks.home, ...map.picks.away, ...map.bans.home, ...map.bans.away]).size).toBe(20);
      expect(map.durationSeconds).toBeGreaterThanOrEqual(22 * 60);
    }
    for (const type of ['map_start', 'map_won', 'kill', 'first_blood', 'first_tower', 'first_dragon', 'baron', 'first_to_five', 'first_to_ten']) expect(types, type).toContain(type);
  });

  it('Dota 2 takes the overlord instead of dragons and barons', () => {
    const match = newMatch('esports', { discipline: 'dota2' });
    const events = play(esportsSimulator({ ...lol, maps: ['Dota 2'] }), match, 'dota', 12 * 3600);
    expect(events.some((event) => event.type === 'baron' || event.type === 'first_dragon')).toBe(false);
    expect(match.maps.some((map) => map.overlord !== null)).toBe(true);
  });

  it('labels every esports event the engine uses', () => {
    expect(ESPORTS_EVENT_TYPES).toEqual(expect.arrayContaining(['round_won', 'first_blood', 'first_tower', 'first_dragon', 'baron', 'overlord']));
    expect(GENERAL_EVENT_TYPES).toEqual(['kick_off', 'full_time']);
  });
});

describe('odds', () => {
  it('price probabilities with a margin, and favour the stronger side', () => {
    expect(price(0.5)).toBe(1.89);
    expect(price(0.99)).toBe(1.01);
    const match = newMatch('football', { home: { ...newMatch('football').home, rating: 85 }, away: { ...newMatch('football').away, rating: 60 } });
    const [european, handicap, total] = oddsFor(match);
    expect(european!.home!).toBeLessThan(european!.away!);
    expect(handicap!.line!).toBeLessThan(0);
    // A mismatch scores more: the even total line is 2.5 or 3.5.
    expect([2.5, 3.5]).toContain(total!.line);
  });

  it('move with the play: a goal makes the scorer shorter', () => {
    const match = newMatch('football');
    footballSimulator.start(match, seededRandom('odds'));
    match.clock = 30 * 60;
    const before = oddsFor(match)[0]!.home!;
    match.homeScore = 1;
    const after = oddsFor(match)[0]!.home!;
    expect(after).toBeLessThan(before);
  });

  it('first to N rounds is a race of round wins', () => {
    expect(raceChance(5, 5, 0.5)).toBeCloseTo(0.5, 6);
    expect(raceChance(1, 5, 0.5)).toBeGreaterThan(0.9);
    expect(raceChance(0, 3, 0.2)).toBe(1);
    expect(raceChance(3, 0, 0.9)).toBe(0);
  });

  it('offers the CS2 round markets during a map', () => {
    const match = newMatch('esports', { discipline: 'cs2' });
    esportsSimulator({ heroes: [], maps: ['Mirage', 'Nuke', 'Inferno'], handles: [] }).start(match, seededRandom('markets'));
    expect(oddsFor(match).map((line) => line.market)).toEqual(['european', 'handicap', 'rounds_over', 'first_to_5_rounds', 'first_to_10_rounds']);
  });
});
