// Favourites: a signed-in user stars and unstars matches, teams and competitions; both are
// idempotent, stars name things that exist, one account keeps at most FAVOURITES_LIMIT, and
// nobody sees or changes another user's.
import { type FavouriteChangeResponse, FAVOURITES_LIMIT, type FavouritesResponse, type FollowingResponse } from '@matchday/contracts/favourites/contract';
import { FAVOURITES_PATHS } from '@matchday/contracts/favourites/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { createTestApi, type TestApi } from './testApi';
import { FOLLOWING_PATH } from '@matchday/contracts/favourites/contract';

let api: TestApi;
const ids = { match: '', team: '', competition: '' };

beforeAll(async () => {
  api = await createTestApi();
  const one = async (sql: string, params: unknown[]) => (await api.db.query<{ id: string }>(`${sql} RETURNING id::text AS id`, params))[0]!.id;
  ids.competition = await one("INSERT INTO competitions (sport, discipline, name, short_name, format) VALUES ('football', 'football', 'Favourite League', 'FL', 'league')", []);
  const season = await one('INSERT INTO seasons (competition_id, name) VALUES ($1, $2)', [ids.competition, '2026']);
  ids.team = await one("INSERT INTO teams (sport, discipline, name, short_name) VALUES ('football', 'football', 'Starred FC', 'SFC')", []);
  const away = await one("INSERT INTO teams (sport, discipline, name, short_name) VALUES ('football', 'football', 'Other FC', 'OFC')", []);
  ids.match = await one(
    "INSERT INTO matches (season_id, sport, discipline, home_team_id, away_team_id, starts_at, external_ref) VALUES ($1, 'football', 'football', $2, $3, $4, 'test:favourites')",
    [season, ids.team, away, api.clock.now()],
  );
});
afterAll(() => api.close());

const item = (kind: string, id: string) => pathTo(FAVOURITES_PATHS.item, { kind, id });
const star = (token: string, kind: string, id: string, lan = 'en_US') => api.call<FavouriteChangeResponse>('PUT', item(kind, id), { token, lan });
const unstar = (token: string, kind: string, id: string) => api.call<FavouriteChangeResponse>('DELETE', item(kind, id), { token });
const list = async (token: string) => {
  const answer = await api.call<FavouritesResponse>('GET', FAVOURITES_PATHS.list, { token });
  expect(answer.body.code).toBe(0);
  return answer.body.data.items.map((favourite) => `${favourite.kind}:${favourite.id}`);
};

describe('favourites', () => {
  it('a user stars a match, a team and a competition; the list is theirs, newest first', async () => {
    const { token } = await api.signInByCode();
    expect(await list(token)).toEqual([]);
    for (const kind of ['match', 'team', 'competition'] as const) {
      const answer = await star(token, kind, ids[kind]);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ code: 0, data: { kind, id: ids[kind], starred: true } });
      api.clock.advance(1);
    }
    expect(await list(token)).toEqual([`competition:${ids.competition}`, `team:${ids.team}`, `match:${ids.match}`]);
    const answer = await api.call<FavouritesResponse>('GET', FAVOURITES_PATHS.list, { token });
    expect(answer.body.data.limit).toBe(FAVOURITES_LIMIT);
    expect(answer.body.data.items[0]!.createdAt).toBe(new Date(api.clock.now().getTime() - 1000).toISOString());
  });

  it("follows a team's and a competition's matches: named, from yesterday to a week ahead, live first", async () => {
    const { token } = await api.signInByCode();
    const one = async (sql: string, params: unknown[]) => (await api.db.query<{ id: string }>(`${sql} RETURNING id::text AS id`, params))[0]!.id;
    const [season] = await api.db.query<{ id: string }>('SELECT id::text AS id FROM seasons WHERE competition_id = $1', [ids.competition]);
    const otherLeague = await one("INSERT INTO competitions (sport, discipline, name, short_name, format) VALUES ('football', 'football', 'Cup Elsewhere', 'CE', 'cup')", []);
    const otherSeason = await one('INSERT INTO seasons (competition_id, name) VALUES ($1, $2)', [otherLeague, '2026']);
    const strangers = [await one("INSERT INTO teams (sport, discipline, name, short_name) VALUES ('football', 'football', 'Stranger A', 'SA')", []), await one("INSERT INTO teams (sport, discipline, name, short_name) VALUES ('football', 'football', 'Stranger B', 'SB')", [])];
    const hours = (value: number) => new Date(api.clock.now().getTime() + value * 3_600_000);
    let serial = 0;
    const match = (seasonId: string, home: string, away: string, at: Date, status = 'not_started') =>
      one('INSERT INTO matches (season_id, sport, discipline, home_team_id, away_team_id, starts_at, status, external_ref) VALUES ($1, $2, $2, $3, $4, $5, $6, $7)', [
        seasonId,
        'football',
        home,
        away,
        at,
        status,
        `test:following:${(serial += 1)}`,
      ]);
    // The followed team in another competition (tomorrow, and live now), a stranger match of the
    // followed competition, and what is out of reach: too old, too far, nothing followed.
    const teamTomorrow = await match(otherSeason, strangers[0]!, ids.team, hours(24));
    const teamLive = await match(otherSeason, ids.team, strangers[1]!, hours(-1), 'live');
    const ofCompetition = await match(season!.id, strangers[0]!, strangers[1]!, hours(3));
    await match(otherSeason, ids.team, strangers[0]!, hours(-72));
    await match(otherSeason, ids.team, strangers[1]!, hours(24 * 9));
    await match(otherSeason, strangers[1]!, strangers[0]!, hours(5));
    await star(token, 'team', ids.team);
    await star(token, 'competition', ids.competition);
    const answer = await api.call<FollowingResponse>('GET', FOLLOWING_PATH, { token });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data.teams).toEqual([{ id: ids.team, name: 'Starred FC', shortName: 'SFC', sport: 'football' }]);
    expect(answer.body.data.competitions.map((competition) => competition.name)).toEqual(['Favourite League']);
    expect(answer.body.data.matches.map((summary) => summary.id)).toEqual([teamLive, ids.match, ofCompetition, teamTomorrow]);
    // Signed in only.
    expect((await api.call('GET', FOLLOWING_PATH)).body.code).toBe(3001);
  });

  it('starring twice is one star, and unstarring twice is no error', async () => {
    const { token } = await api.signInByCode();
    expect((await star(token, 'team', ids.team)).body.code).toBe(0);
    api.clock.advance(5);
    expect((await star(token, 'team', ids.team)).body).toEqual({ code: 0, data: { kind: 'team', id: ids.team, starred: true } });
    expect(await list(token)).toEqual([`team:${ids.team}`]);
    // The first star's time is kept.
    const listed = await api.call<FavouritesResponse>('GET', FAVOURITES_PATHS.list, { token });
    expect(listed.body.data.items[0]!.createdAt).toBe(new Date(api.clock.now().getTime() - 5000).toISOString());
    for (let time = 0; time < 2; time += 1)
      expect((await unstar(token, 'team', ids.team)).body).toEqual({ code: 0, data: { kind: 'team', id: ids.team, starred: false } });
    expect(await list(token)).toEqual([]);
  });

  it('needs a signed-in user (3001 in the envelope), whatever the address names', async () => {
    const count = () => api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM favourites');
    const before = await count();
    for (const [method, url] of [
      ['GET', FAVOURITES_PATHS.list],
      ['PUT', item('match', ids.match)],
      ['DELETE', item('match', ids.match)],
      ['PUT', item('player', 'x')],
    ] as const) {
      for (const token of [undefined, 'not-a-token']) {
        const answer = await api.call(method, url, { token });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ code: 3001, msg: expect.any(String) });
      }
    }
    expect(await count()).toEqual(before);
  });

  it.each([
    ['player', () => ids.team, 'Only matches, teams and competitions can be favourites'],
    ['Match', () => ids.match, 'Only matches, teams and competitions can be favourites'],
    ['match', () => 'abc', 'This match, team or competition does not exist'],
    ['match', () => '0', 'This match, team or competition does not exist'],
    ['match', () => '999999999', 'This match, team or competition does not exist'],
    ['team', () => ids.match + '0000', 'This match, team or competition does not exist'],
    ['competition', () => '-1', 'This match, team or competition does not exist'],
  ])('refuses kind %s with a bad id or kind (404, translated) and stores nothing', async (kind, id, message) => {
    const { token } = await api.signInByCode();
    for (const method of ['PUT', 'DELETE']) {
      const answer = await api.call(method, item(kind, id()), { token });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 3000, msg: message });
    }
    expect(await list(token)).toEqual([]);
  });

  it('a team id is not a match id: the id must name a thing of its kind', async () => {
    const { token } = await api.signInByCode();
    // An id no match has, given to a team (beyond its sequence, so no later team takes it).
    const [unused] = await api.db.query<{ id: string }>('SELECT (greatest((SELECT max(id) FROM matches), (SELECT max(id) FROM teams)) + 1000)::text AS id');
    await api.db.query("INSERT INTO teams (id, sport, discipline, name, short_name) VALUES ($1, 'football', 'football', 'Id Clash FC', 'ICF')", [unused!.id]);
    expect((await star(token, 'team', unused!.id)).body.code).toBe(0);
    expect((await star(token, 'match', unused!.id)).status).toBe(404);
  });

  it('refusals follow the language', async () => {
    const { token } = await api.signInByCode();
    const german = await star(token, 'player', '1', 'de');
    expect(german.body).toEqual({ code: 3000, msg: 'Nur Spiele, Teams und Wettbewerbe können Favoriten sein' });
  });

  it(`one account keeps at most ${FAVOURITES_LIMIT}; starring again at the limit is still fine`, async () => {
    const account = await api.signInByCode();
    // Fill all but one place directly; the api only lists stars, it does not read their targets.
    await api.db.query(
      "INSERT INTO favourites (user_id, kind, target_id, created_at) SELECT $1, 'match', 1000000 + n, $2 FROM generate_series(1, $3::int) AS n",
      [account.user.id, api.clock.now(), FAVOURITES_LIMIT - 1],
    );
    expect((await star(account.token, 'team', ids.team)).body.code).toBe(0);
    const refused = await star(account.token, 'competition', ids.competition);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: 3000, msg: `You can keep at most ${FAVOURITES_LIMIT} favourites; remove some first` });
    expect((await star(account.token, 'team', ids.team)).body.code).toBe(0);
    expect((await unstar(account.token, 'team', ids.team)).body.code).toBe(0);
    expect((await star(account.token, 'competition', ids.competition)).body.code).toBe(0);
    expect(await list(account.token)).toHaveLength(FAVOURITES_LIMIT);
  });

  it('two stars at the limit at once: one is kept, the other refused', async () => {
    const account = await api.signInByCode();
    await api.db.query(
      "INSERT INTO favourites (user_id, kind, target_id, created_at) SELECT $1, 'match', 2000000 + n, $2 FROM generate_series(1, $3::int) AS n",
      [account.user.id, api.clock.now(), FAVOURITES_LIMIT - 1],
    );
    const answers = await Promise.all([star(account.token, 'team', ids.team), star(account.token, 'competition', ids.competition)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await list(account.token)).toHaveLength(FAVOURITES_LIMIT);
  });

  it('one user neither sees nor removes another’s stars', async () => {
    const first = await api.signInByCode();
    const second = await api.signInByCode();
    await star(first.token, 'match', ids.match);
    await star(second.token, 'team', ids.team);
    expect(await list(first.token)).toEqual([`match:${ids.match}`]);
    expect(await list(second.token)).toEqual([`team:${ids.team}`]);
    expect((await unstar(second.token, 'match', ids.match)).body.code).toBe(0);
    expect(await list(first.token)).toEqual([`match:${ids.match}`]);
  });
});
