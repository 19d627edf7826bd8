// PandaScore's mapping over the answers it really sent (api/test/fixtures/feeds/recorded/pandascore,
// each file's source in the README beside them): LCK Spring 2022 series, finished and upcoming.
// The live frames are read from PandaScore's documentation samples' shapes (no recording of its
// websockets was found): League of Legends, Counter-Strike and Dota 2 are read, any other kind or
// a malformed frame is skipped with its reason, and a state that began mid-game leaves unknown
// the firsts it cannot tell.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyFrame, applyLiveEvent, emptyLiveGame, frameKind } from './pandascoreFrames';
import { pandascoreMatch } from './pandascoreMapping';
import type { Match } from './pandascoreTypes';

const RECORDED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../test/fixtures/feeds/recorded/pandascore');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(RECORDED, file), 'utf8')) as Match[];
const now = new Date('2022-02-24T12:00:00Z');

describe('PandaScore, on answers it really sent', () => {
  const past = read('series-4250-matches-past-2022-02-24-n01r4m-react-e-sport.json');
  const upcoming = read('series-4250-matches-upcoming-2022-02-24-n01r4m-react-e-sport.json');

  it('maps finished series: the score, the winner, a map per game with its winner and length', () => {
    for (const series of past) {
      const match = pandascoreMatch(series, now);
      const [home, away] = series.opponents.map((opponent) => opponent.opponent.id);
      const score = (team: number | undefined) => series.results.find((result) => result.team_id === team)!.score;
      expect(match).toMatchObject({ status: 'finished', phase: 'full_time', homeScore: score(home), awayScore: score(away), bestOf: 3 });
      expect(match.winner).toBe(series.winner_id === home ? 'home' : 'away');
      expect(match.maps!.map((map) => [map.number, map.winner, map.durationSeconds])).toEqual(
        series.games.map((game) => [game.position, game.winner.id === home ? 'home' : 'away', game.length]),
      );
      // The maps won add up to the score.
      expect(match.events!.filter((event) => event.type === 'map_won').length).toBe(match.homeScore + match.awayScore);
      expect(match.competition).toMatchObject({ discipline: 'lol', name: 'LCK' });
      expect(match.season).toBe('2022');
    }
  });

  it('maps upcoming series as not started, with no map and no event', () => {
    for (const series of upcoming) {
      const match = pandascoreMatch(series, now);
      expect(match).toMatchObject({ status: 'not_started', phase: 'scheduled', homeScore: 0, awayScore: 0, maps: [] });
      expect(match.events).toEqual([]);
    }
  });
});

describe('PandaScore live frames (the documentation’s shapes)', () => {
  const [series] = JSON.parse(fs.readFileSync(path.join(RECORDED, 'series-4250-matches-past-2022-02-24-n01r4m-react-e-sport.json'), 'utf8')) as Match[];
  const home = series!.opponents[0]!.opponent;
  const away = series!.opponents[1]!.opponent;
  const gameId = series!.games[0]!.id;
  const dota = (radiant: number, dire: number, towers: [number, number] = [0, 0], clock = 600) => ({
    game: { id: gameId, finished: false, winner_id: null },
    match: { id: series!.id },
    current_timestamp: clock,
    radiant: { id: home.id, name: home.name, score: radiant, towers: { destroyed: towers[0], remaining: 11 - towers[0] }, barracks: { destroyed: 0, remaining: 6 } },
    dire: { id: away.id, name: away.name, score: dire, towers: { destroyed: towers[1], remaining: 11 - towers[1] }, barracks: { destroyed: 0, remaining: 6 } },
  });

  it('reads a Dota 2 frame (radiant and dire): kills, first blood, first tower', () => {
    expect(frameKind(dota(0, 0))).toBe('dota');
    let state = emptyLiveGame(gameId);
    for (const frame of [dota(0, 0, [0, 0], 60), dota(0, 1, [0, 0], 300), dota(3, 2, [1, 0], 900)]) {
      const read = applyFrame(series!, state, frame);
      expect('state' in read).toBe(true);
      if ('state' in read) state = read.state;
    }
    expect([state.home.kills, state.away.kills, state.firstBlood, state.firstTower]).toEqual([3, 2, 'away', 'home']);
    expect(state.events.map((event) => [event.type, event.side])).toEqual([
      ['first_blood', 'away'],
      ['first_tower', 'home'],
    ]);
  });

  it('leaves a first unknown when a state starts mid-game with both sides past it, instead of giving it to the home side', () => {
    const read = applyFrame(series!, emptyLiveGame(gameId), dota(7, 5, [2, 1], 1500));
    if (!('state' in read)) throw new Error(read.skipped);
    expect([read.state.firstBlood, read.state.firstTower, read.state.events]).toEqual([null, null, []]);
    // Later frames do not give it either.
    const later = applyFrame(series!, read.state, dota(8, 5, [3, 1], 1560));
    if (!('state' in later)) throw new Error(later.skipped);
    expect(later.state.firstBlood).toBeNull();
  });

  it('skips what it cannot read, and says why: another kind (Valorant), a frame without its totals, a team not in the series, garbage', () => {
    const state = emptyLiveGame(gameId);
    const skipped = (frame: unknown) => {
      const read = applyFrame(series!, state, frame);
      return 'skipped' in read ? read.skipped : null;
    };
    expect(skipped({ game: { id: gameId }, attackers: { id: home.id }, defenders: { id: away.id } })).toMatch(/kind not read/);
    expect(skipped({ ...dota(1, 0), radiant: { id: home.id, score: 'three' } })).toMatch(/without its sides' totals/);
    expect(skipped({ ...dota(1, 0), dire: { ...dota(1, 0).dire, id: 1 } })).toMatch(/not in the series/);
    expect(skipped({ ...dota(1, 0), game: { id: gameId + 1 } })).toMatch(/another game/);
    for (const garbage of [null, 7, 'frame', [], { game: null }, { blue: 1, red: 2 }]) expect(skipped(garbage)).not.toBeNull();
    expect(applyLiveEvent(series!, state, { id: 1, game: { id: gameId } })).toEqual({ skipped: 'an event without its id or payload' });
    expect(applyLiveEvent(series!, state, 'kill')).toEqual({ skipped: 'an event without its id or payload' });
  });
});
