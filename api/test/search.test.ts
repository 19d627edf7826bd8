// The site search over HTTP, on the engine's whole catalogue (every competition, team and
// generated player) plus members and articles of the test's own: misspelt names, a player, a
// streamer, an expert, an article; only what the public may see; nothing found; refusals in the
// fan's language; the rate limit per address.
import { SEARCH_PATHS, type SiteSearchResults } from '@matchday/contracts/search/contract';
import { SEARCH_MAX_LENGTH } from '@matchday/contracts/sports/contract';
import { CATALOG } from '../src/domains/sports/catalog/catalog';
import { syncCatalog } from '../src/domains/sports/engine/store';
import { RATE_LIMITS } from '../src/limits/rateLimits';
import { createTestApi, newAddress, type TestApi } from './testApi';

let api: TestApi;
const HOUR = 3600_000;

const one = async (sql: string, params: unknown[] = []) => (await api.db.query<{ id: string }>(`${sql} RETURNING id::text AS id`, params))[0]!.id;
const teamId = async (name: string) => (await api.db.query<{ id: string }>('SELECT id::text AS id FROM teams WHERE name = $1', [name]))[0]!.id;

let inviteCounter = 0;
/** A member with a name and roles (and a room, for a streamer). */
async function member(username: string, roles: string[], extra: { banned?: boolean; status?: string } = {}): Promise<string> {
  inviteCounter += 1;
  const id = await one('INSERT INTO users (username, roles, invite_code, banned, status) VALUES ($1, $2, $3, $4, $5)', [
    username,
    ['user', ...roles],
    `SRCH${inviteCounter}`,
    extra.banned ?? false,
    extra.status ?? 'active',
  ]);
  if (roles.includes('streamer'))
    await api.db.query('INSERT INTO streamer_channels (user_id, live_code, stream_id, created_at) VALUES ($1, $2, $3, $4)', [id, `code-${id}`, `stream-${id}`, api.clock.now()]);
  return id;
}

async function match(home: string, away: string, startsInMs: number, status = 'not_started'): Promise<string> {
  const [season] = await api.db.query<{ id: string }>(
    "SELECT s.id::text AS id FROM seasons s JOIN competitions c ON c.id = s.competition_id WHERE c.name = 'Premier League' ORDER BY s.id DESC LIMIT 1",
  );
  return one(
    `INSERT INTO matches (season_id, sport, discipline, home_team_id, away_team_id, starts_at, status, external_ref)
     VALUES ($1, 'football', 'football', $2, $3, $4, $5, $6)`,
    [season!.id, await teamId(home), await teamId(away), new Date(api.clock.now().getTime() + startsInMs), status, `test:search:${home}:${away}:${startsInMs}`],
  );
}

const ids = { tottenhamNext: '', arsenalLive: '', streamer: '', expert: '', article: '', chineseTeam: '' };

beforeAll(async () => {
  api = await createTestApi();
  await syncCatalog(api.db, api.clock.now(), CATALOG);
  await match('Tottenham Hotspur', 'Chelsea', -26 * HOUR, 'finished');
  ids.tottenhamNext = await match('Liverpool', 'Tottenham Hotspur', 30 * HOUR);
  await match('Tottenham Hotspur', 'Everton', 5 * 24 * HOUR);
  ids.arsenalLive = await match('Arsenal', 'Fulham', -HOUR, 'live');
  await match('Arsenal', 'Brentford', 2 * 24 * HOUR);
  // A provider's team named in Chinese.
  ids.chineseTeam = await one("INSERT INTO teams (sport, discipline, name, short_name, country) VALUES ('football', 'football', '上海申花', '申花', 'CN')");

  ids.streamer = await member('NightOwlCasts', ['streamer']);
  await member('NightOwlBanned', ['streamer'], { banned: true });
  const suspended = await member('NightOwlSuspended', ['streamer']);
  await api.db.query("INSERT INTO sanctions (user_id, kind, reason, until, created_by, created_at) VALUES ($1, 'broadcast_ban', 'test', $2, $1, $3)", [
    suspended,
    new Date(api.clock.now().getTime() + 24 * HOUR),
    api.clock.now(),
  ]);
  await member('NightOwlFan', []);
  ids.expert = await member('Tactico Tipster', ['expert']);
  await member('Tactico Frozen', ['expert'], { status: 'frozen' });

  const article = (title: string, status: string) =>
    one("INSERT INTO articles (kind, sport, title, body_html, status, published_at) VALUES ('editorial', 'football', $1, '<p>…</p>', $2, $3)", [
      title,
      status,
      status === 'draft' ? null : api.clock.now(),
    ]);
  ids.article = await article('Why the high press is back', 'published');
  await article('Why the high press failed: a draft', 'draft');
  await article('Why the high press is withdrawn', 'withdrawn');
}, 120_000);
afterAll(() => api.close());

async function search(q: string, lan = 'en_US') {
  const answer = await api.call<SiteSearchResults>('GET', `${SEARCH_PATHS.search}?q=${encodeURIComponent(q)}`, { lan });
  expect(answer.status).toBe(200);
  expect(answer.body.code).toBe(0);
  return answer.body.data;
}

describe('site search', () => {
  it('finds a team by a misspelt name, first, with its next match', async () => {
    const found = await search('Totenham');
    expect(found.teams[0]).toMatchObject({ name: 'Tottenham Hotspur', shortName: 'TOT', sport: 'football', country: 'GB' });
    expect(found.teams[0]!.match).toMatchObject({ id: ids.tottenhamNext, status: 'not_started', home: 'Liverpool', away: 'Tottenham Hotspur' });
    const arsenal = await search('Arsenl');
    expect(arsenal.teams[0]).toMatchObject({ name: 'Arsenal' });
    // A team playing now leads to that match.
    expect(arsenal.teams[0]!.match).toMatchObject({ id: ids.arsenalLive, status: 'live' });
  });

  it('puts the name itself and names starting with the text before other matches', async () => {
    expect((await search('tot')).teams[0]!.name).toBe('Tottenham Hotspur'); // its short name
    expect((await search('hotspur')).teams[0]!.name).toBe('Tottenham Hotspur'); // a word of it
    expect((await search('real')).teams.slice(0, 1).map((team) => team.name)).toEqual([expect.stringMatching(/^Real /)]);
    expect((await search('Premier Leage')).competitions[0]!.name).toBe('Premier League');
  });

  it('finds a player, with their team and its match', async () => {
    const [player] = await api.db.query<{ name: string }>(
      `SELECT p.name FROM players p JOIN teams t ON t.id = p.team_id
       WHERE t.name = 'Tottenham Hotspur' AND (SELECT count(*) FROM players same WHERE same.name = p.name) = 1 ORDER BY p.id LIMIT 1`,
    );
    const found = await search(player!.name);
    expect(found.players[0]).toMatchObject({ name: player!.name, sport: 'football', team: { name: 'Tottenham Hotspur' }, match: { id: ids.tottenhamNext } });
    // A misspelt player too: one letter of the family name dropped.
    const [given, family] = player!.name.split(' ') as [string, string];
    const misspelt = await search(`${given} ${family.slice(0, -2)}${family.slice(-1)}`);
    expect(misspelt.players.map((entry) => entry.name)).toContain(player!.name);
  });

  it('finds streamers with a room who may broadcast, and active experts, and no other member', async () => {
    const streamers = await search('nightowl');
    expect(streamers.streamers).toEqual([{ id: ids.streamer, username: 'NightOwlCasts', live: false }]);
    expect(streamers.experts).toEqual([]);
    expect((await search('night owl casts')).streamers.map((streamer) => streamer.username)).toEqual(['NightOwlCasts']);
    const experts = await search('Tactico');
    expect(experts.experts).toEqual([{ id: ids.expert, username: 'Tactico Tipster' }]);
    expect((await search('Taktico')).experts.map((expert) => expert.username)).toEqual(['Tactico Tipster']);
  });

  it('finds published articles by their title, not drafts or withdrawn ones', async () => {
    const found = await search('high press');
    expect(found.articles).toEqual([{ id: ids.article, title: 'Why the high press is back', sport: 'football', publishedAt: api.clock.now().toISOString() }]);
    expect((await search('hihg pres')).articles.map((article) => article.id)).toEqual([ids.article]);
  });

  it('finds names in Chinese from one character on', async () => {
    for (const text of ['申', '申花', '上海申花']) expect((await search(text)).teams.map((team) => team.id), text).toContain(ids.chineseTeam);
  });

  it('answers nothing for a text nothing is like, and takes wildcards as text', async () => {
    const nothing = await search('qqxzjv wwkkp');
    expect(Object.values(nothing).every((kind) => kind.length === 0)).toBe(true);
    for (const text of ['%', '_', '\\']) expect((await search(text)).teams).toEqual([]);
  });

  it('refuses an empty text and one that is too long, in the fan’s language', async () => {
    const tooLong = 'x'.repeat(SEARCH_MAX_LENGTH + 1);
    const refused = await api.call('GET', `${SEARCH_PATHS.search}?q=${tooLong}`);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ code: 3000, msg: `Search for at most ${SEARCH_MAX_LENGTH} characters` });
    expect((await api.call('GET', `${SEARCH_PATHS.search}?q=${tooLong}`, { lan: 'zh_CN' })).body.msg).toBe(`搜索内容最多 ${SEARCH_MAX_LENGTH} 个字符`);
    expect((await search('x'.repeat(SEARCH_MAX_LENGTH))).teams).toEqual([]);
    for (const query of ['', '?q=', '?q=%20%20']) {
      const empty = await api.call('GET', `${SEARCH_PATHS.search}${query}`);
      expect(empty.body).toEqual({ code: 3000, msg: 'Type something to search for' });
    }
  });

  it(`answers one address ${RATE_LIMITS.searchesPerAddress.max} searches a minute`, async () => {
    const limited = await createTestApi({ rateLimits: { searchesPerAddress: { max: 2 } } });
    try {
      const address = newAddress();
      const ask = () => limited.call('GET', `${SEARCH_PATHS.search}?q=arsenal`, { address });
      expect((await ask()).body.code).toBe(0);
      expect((await ask()).body.code).toBe(0);
      const refused = await ask();
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe(3000);
      expect((await limited.call('GET', `${SEARCH_PATHS.search}?q=arsenal`, { address: newAddress() })).body.code).toBe(0);
      limited.clock.advance(60);
      expect((await ask()).body.code).toBe(0);
    } finally {
      await limited.close();
    }
  });
});
