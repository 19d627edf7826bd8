// Crests, logos and streamers' pictures over HTTP: every team, competition and streamer has one;
// a badge is an SVG that runs nothing, cached with its ETag; a provider's picture is fetched once
// from the provider's own host, encoded anew and kept; colours are written by the catalogue's
// sync and by the feeds, and the feeds keep the providers' picture addresses.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pathTo } from '@matchday/contracts/http/paths';
import { STREAMER_PATHS } from '@matchday/contracts/streamers/contract';
import type { UserProfile } from '@matchday/contracts/accounts/contract';
import sharp from 'sharp';
import { createTestApi, type TestApi } from '../../../test/testApi';
import { picture } from '../../../test/testImages';
import { CATALOG } from '../sports/catalog/catalog';
import { syncCatalog } from '../sports/engine/store';
import { footballMatch } from '../sports/feeds/apiSports/footballMapping';
import type { Fixture } from '../sports/feeds/apiSports/apiSportsTypes';
import { providerImageUrl, type FeedMatch } from '../sports/feeds/feedModel';
import { writeFeedMatch } from '../sports/feeds/feedWriter';
import { pandascoreMatch } from '../sports/feeds/pandascore/pandascoreMapping';
import type { Match } from '../sports/feeds/pandascore/pandascoreTypes';
import { derivedColours } from '../sports/teamColours';
import { CREST_PATHS } from '@matchday/contracts/crests/contract';

let api: TestApi;
let PNG: Buffer;
beforeAll(async () => {
  api = await createTestApi();
  PNG = await picture('png', 300, 200);
  await syncCatalog(api.db, api.clock.now(), CATALOG.filter((competition) => competition.key === 'football-epl'));
});
afterAll(() => api.close());
afterEach(() => vi.unstubAllGlobals());

const idOf = async (sql: string, params: unknown[]) => (await api.db.query<{ id: string }>(sql, params))[0]!.id;
const teamId = (name: string) => idOf("SELECT id::text AS id FROM teams WHERE sport = 'football' AND name = $1", [name]);
const crest = (id: string, headers: Record<string, string> = {}) => api.call('GET', pathTo(CREST_PATHS.team, { id }), { headers });

let providerTeams = 0;
/** A team a provider named, with its picture at `logoUrl` (stored as a feed would). */
async function providerTeam(logoUrl: string | null): Promise<string> {
  providerTeams += 1;
  return idOf("INSERT INTO teams (sport, discipline, name, short_name, logo_url) VALUES ('football', 'football', $1, $2, $3) RETURNING id::text AS id", [
    `Provider Side ${providerTeams}`,
    `PS${providerTeams}`,
    logoUrl,
  ]);
}

/** The global fetch answering with `answer`; the api's calls to it, by address. */
function provider(answer: () => Response | Promise<Response>) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string | URL) => {
    asked.push(String(url));
    return answer();
  });
  return asked;
}

describe('a team crest', () => {
  it("is a badge in the team's kit colours: SVG, cached a day with an ETag, never run, sniffed or framed", async () => {
    const arsenal = await teamId('Arsenal');
    expect((await api.db.query('SELECT primary_colour, secondary_colour, logo_url FROM teams WHERE id = $1', [arsenal]))[0]).toEqual({
      primary_colour: '#ef0107',
      secondary_colour: '#ffffff',
      logo_url: null,
    });
    const answer = await crest(arsenal);
    expect(answer.status).toBe(200);
    expect(answer.raw.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(answer.raw.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(answer.raw.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.raw.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'");
    const svg = answer.raw.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<title>Arsenal</title>');
    expect(svg).toContain('fill="#ef0107"');
    expect(svg).toMatch(/>ARS<\/text>/);
    expect((await sharp(Buffer.from(svg)).metadata()).format).toBe('svg');

    const etag = String(answer.raw.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await crest(arsenal, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.raw.body).toBe('');
  });

  it('differs from team to team, and a team stored before colours were kept gets derived ones', async () => {
    const [liverpool, chelsea] = await Promise.all([teamId('Liverpool'), teamId('Chelsea')]);
    expect((await crest(liverpool)).raw.body).not.toBe((await crest(chelsea)).raw.body);
    const old = await providerTeam(null);
    const svg = (await crest(old)).raw.body;
    expect(svg).toContain(`fill="${derivedColours(`Provider Side ${providerTeams}`).primary}"`);
  });

  it('is not found for a team that does not exist, or an address that names none', async () => {
    expect((await crest('999999999')).status).toBe(404);
    expect((await api.call('GET', '/api/sports/teams/abc/crest')).status).toBe(404);
    expect((await api.call('GET', pathTo(CREST_PATHS.competition, { id: '999999999' }))).status).toBe(404);
  });

  it("is the provider's picture, fetched once from its host and kept encoded anew, square, 128 px at most", async () => {
    const url = 'https://media.api-sports.io/football/teams/42.png';
    const team = await providerTeam(url);
    const asked = provider(() => new Response(new Uint8Array(PNG), { headers: { 'content-type': 'image/png' } }));
    const first = await crest(team);
    expect(first.status).toBe(200);
    expect(first.raw.headers['content-type']).toBe('image/png');
    expect(first.raw.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
    expect(await sharp(first.raw.rawPayload).metadata()).toMatchObject({ format: 'png', width: 128, height: 128, hasAlpha: true });
    // Another team with the same picture, and the same team again: from the store, not the provider.
    const second = await crest(await providerTeam(url));
    expect(second.raw.rawPayload.equals(first.raw.rawPayload)).toBe(true);
    expect(asked).toEqual([url]);
  });

  it('is a badge, kept an hour, while the picture cannot be had; the provider is not asked again within the hour', async () => {
    const url = 'https://media.api-sports.io/football/teams/404.png';
    const team = await providerTeam(url);
    const asked = provider(() => new Response('gone', { status: 404 }));
    const answer = await crest(team);
    expect(answer.raw.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(answer.raw.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=25200');
    await crest(team);
    expect(asked).toEqual([url]);

    // Not an image (an HTML page behind the address), or one too large: a badge as well.
    for (const [name, body] of [
      ['page', '<html><script>alert(1)</script></html>'],
      ['huge', Buffer.concat([PNG, Buffer.alloc(600 * 1024)])],
    ] as const) {
      const other = await providerTeam(`https://media.api-sports.io/football/teams/${name}.png`);
      provider(() => new Response(new Uint8Array(Buffer.from(body))));
      expect((await crest(other)).raw.headers['content-type'], name).toBe('image/svg+xml; charset=utf-8');
    }
  });

  it("never fetches an address off the providers' hosts", async () => {
    const asked = provider(() => new Response(new Uint8Array(PNG)));
    for (const url of ['https://169.254.169.254/latest/meta-data.png', 'https://evil.example/api-sports.io.png', 'https://media.api-sports.io.evil.example/a.png']) {
      const team = await providerTeam(url);
      expect((await crest(team)).raw.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    }
    expect(asked).toEqual([]);
    expect(providerImageUrl('http://media.api-sports.io/a.png')).toBeUndefined();
    expect(providerImageUrl('https://media.api-sports.io:8443/a.png')).toBeUndefined();
    expect(providerImageUrl('https://user:pw@cdn.pandascore.co/a.png')).toBeUndefined();
    expect(providerImageUrl('https://cdn.pandascore.co/images/team/image/3455/vitality.png')).toBe('https://cdn.pandascore.co/images/team/image/3455/vitality.png');
  });
});

describe('a competition logo', () => {
  it('is a badge with its short name, or its provider picture', async () => {
    const epl = await idOf("SELECT id::text AS id FROM competitions WHERE name = 'Premier League'", []);
    const answer = await api.call('GET', pathTo(CREST_PATHS.competition, { id: epl }));
    expect(answer.raw.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(answer.raw.body).toMatch(/>EPL<\/text>/);
    expect(answer.raw.headers.etag).toBeDefined();

    await api.db.query("UPDATE competitions SET logo_url = 'https://media.api-sports.io/football/leagues/39.png' WHERE id = $1", [epl]);
    provider(() => new Response(new Uint8Array(PNG)));
    expect((await api.call('GET', pathTo(CREST_PATHS.competition, { id: epl }))).raw.headers['content-type']).toBe('image/png');
  });
});

describe("a streamer's picture", () => {
  const avatarOf = (userId: string) => api.call('GET', pathTo(STREAMER_PATHS.avatar, { userId }));

  it('is a round badge with their initial, their avatar once they upload one, and nobody else’s', async () => {
    const streamer = await api.withRoles(['user', 'streamer']);
    await api.db.query('UPDATE users SET username = $2 WHERE id = $1', [streamer.user.id, 'Noor Live']);
    const badge = await avatarOf(streamer.user.id);
    expect(badge.status).toBe(200);
    expect(badge.raw.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(badge.raw.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=25200');
    expect(badge.raw.body).toContain('<circle');
    expect(badge.raw.body).toMatch(/>NL<\/text>/);

    const boundary = '----matchday-avatar';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await api.call<UserProfile>('POST', '/api/users/me/avatar', { token: streamer.token, body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(uploaded.body.code).toBe(0);
    const avatar = await avatarOf(streamer.user.id);
    expect(avatar.raw.headers['content-type']).toBe('image/png');
    expect(avatar.raw.rawPayload.equals((await api.call('GET', uploaded.body.data.avatarUrl!)).raw.rawPayload)).toBe(true);

    const fan = await api.signInByCode();
    expect((await avatarOf(fan.user.id)).status).toBe(404);
  });
});

describe('the feeds', () => {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const answers = (file: string) => JSON.parse(fs.readFileSync(path.join(here, '../../../test/fixtures/feeds', file), 'utf8')) as Record<string, unknown[]>;

  it("keep a provider's picture addresses, for teams and leagues new or already known", async () => {
    const fixture = answers('api-sports/football-knockout.json').timeline![0] as Fixture;
    const match: FeedMatch = footballMatch(fixture);
    expect([match.home.logoUrl, match.away.logoUrl, match.competition.logoUrl]).toEqual([
      'https://media.api-sports.io/football/teams/42.png',
      'https://media.api-sports.io/football/teams/541.png',
      'https://media.api-sports.io/football/leagues/2.png',
    ]);
    const written = (await writeFeedMatch(api.db, match, api.clock.now()))!;
    const stored = () =>
      api.db.query<{ home: string | null; home_colour: string | null; competition: string | null }>(
        `SELECT h.logo_url AS home, h.primary_colour AS home_colour, c.logo_url AS competition
         FROM matches m JOIN teams h ON h.id = m.home_team_id JOIN seasons s ON s.id = m.season_id JOIN competitions c ON c.id = s.competition_id WHERE m.id = $1`,
        [written.id],
      );
    // Arsenal is the catalogue's: the feed adopts it, keeps its colours and adds its picture.
    expect(await stored()).toEqual([{ home: 'https://media.api-sports.io/football/teams/42.png', home_colour: '#ef0107', competition: 'https://media.api-sports.io/football/leagues/2.png' }]);

    // A later answer with a new picture for known teams and league replaces the kept address.
    const moved = { ...match, homeScore: 1, home: { ...match.home, logoUrl: 'https://media-2.api-sports.io/football/teams/42.png' }, competition: { ...match.competition, logoUrl: 'https://media-2.api-sports.io/football/leagues/2.png' } };
    await writeFeedMatch(api.db, moved, api.clock.now());
    expect(await stored()).toEqual([{ home: 'https://media-2.api-sports.io/football/teams/42.png', home_colour: '#ef0107', competition: 'https://media-2.api-sports.io/football/leagues/2.png' }]);
  });

  it("take PandaScore's images, and only from its hosts", () => {
    const series = structuredClone(answers('pandascore/cs2-series.json').series![0]) as Match;
    series.opponents[0]!.opponent.image_url = 'https://cdn.pandascore.co/images/team/image/3455/vitality.png';
    series.opponents[1]!.opponent.image_url = 'javascript:alert(1)';
    series.league.image_url = 'https://cdn.pandascore.co/images/league/image/4562/blast.png';
    const match = pandascoreMatch(series, api.clock.now());
    expect([match.home.logoUrl, match.away.logoUrl, match.competition.logoUrl]).toEqual([
      'https://cdn.pandascore.co/images/team/image/3455/vitality.png',
      undefined,
      'https://cdn.pandascore.co/images/league/image/4562/blast.png',
    ]);
  });
});
