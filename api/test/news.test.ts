// Match reports: written once per finished match (however often or concurrently the sweep
// runs), from the match's facts: result, scorers and minutes, sendings-off, key statistics,
// and the table afterwards; listed by sport and team, read one by one.
import type { Article, ArticleSummary } from '@matchday/contracts/news/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { expectKeysetPaging, type PagedList } from './keysetPaging';
import { createMatch } from './tipsFixtures';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

async function playedMatch(sport: 'football' | 'basketball' = 'football') {
  const match = await createMatch(api, { sport, startsIn: -3 * 3600 });
  const event = (seq: number, type: string, side: string, player: string, minute: number, home: number, away: number) =>
    api.db.query(
      "INSERT INTO match_events (match_id, seq, type, phase, minute, side, player, home_score, away_score, created_at) VALUES ($1, $2, $3, 'second_half', $4, $5, $6, $7, $8, $9)",
      [match, seq, type, minute, side, player, home, away, api.clock.now()],
    );
  await event(1, 'goal', 'home', 'A. Striker', 12, 1, 0);
  await event(2, 'red_card', 'away', 'B. Defender', 40, 1, 0);
  await event(3, 'penalty', 'home', 'C. Captain', 77, 2, 0);
  await event(4, 'own_goal', 'away', 'D. Unlucky', 88, 2, 1);
  await api.db.query(
    `UPDATE matches SET status = 'finished', phase = 'full_time', home_score = 2, away_score = 1, updated_at = $2,
       stats = '{"home": {"possession": 58, "shotsOnTarget": 7, "corners": 6}, "away": {"possession": 42, "shotsOnTarget": 3, "corners": 2}}'
     WHERE id = $1`,
    [match, api.clock.now()],
  );
  return match;
}

describe('match reports', () => {
  it('are written once per finished match with its scorers, sendings-off, statistics and table', async () => {
    const match = await playedMatch();
    const runs = await Promise.all([api.services.news.publishDueReports(), api.services.news.publishDueReports()]);
    expect(runs.reduce((sum, written) => sum + written, 0)).toBeGreaterThanOrEqual(1);
    expect(await api.services.news.publishDueReports()).toBe(0);
    const [{ count }] = (await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM articles WHERE match_id = $1 AND kind = 'match_report'", [match])) as [{ count: number }];
    expect(count).toBe(1);

    const latest = await api.call<CursorPage<ArticleSummary>>('GET', '/api/news?sport=football');
    const summary = latest.body.data.items.find((article) => article.match?.id === match)!;
    expect(summary).toMatchObject({ kind: 'match_report', sport: 'football', match: { status: 'finished', homeScore: 2, awayScore: 1 } });
    const article = (await api.call<Article>('GET', `/api/news/${summary.id}`)).body.data;
    const facts = article.facts!;
    expect(facts).toMatchObject({ homeScore: 2, awayScore: 1, winner: null });
    expect(facts.scorers).toEqual([
      { side: 'home', player: 'A. Striker', minute: 12, stoppage: 0, kind: 'goal' },
      { side: 'home', player: 'C. Captain', minute: 77, stoppage: 0, kind: 'penalty' },
      { side: 'away', player: 'D. Unlucky', minute: 88, stoppage: 0, kind: 'own_goal' },
    ]);
    expect(facts.cards).toEqual([{ side: 'away', player: 'B. Defender', minute: 40, kind: 'red_card' }]);
    expect(facts.stats).toEqual([
      { stat: 'possession', home: 58, away: 42 },
      { stat: 'shotsOnTarget', home: 7, away: 3 },
      { stat: 'corners', home: 6, away: 2 },
    ]);
    expect(facts.table.map((row) => row.side).sort()).toEqual(['away', 'home']);
    expect(facts.table.find((row) => row.side === 'home')).toMatchObject({ position: 1, points: 3, played: 1 });
  });

  it('lists by sport and by team, and refuses an unknown article', async () => {
    const match = await playedMatch('basketball');
    await api.services.news.publishDueReports();
    const basketball = (await api.call<CursorPage<ArticleSummary>>('GET', '/api/news?sport=basketball')).body.data.items;
    expect(basketball.every((article) => article.sport === 'basketball')).toBe(true);
    const report = basketball.find((article) => article.match?.id === match)!;
    const byTeam = (await api.call<CursorPage<ArticleSummary>>(`GET`, `/api/news?team=${report.match!.home.id}`)).body.data.items;
    expect(byTeam.map((article) => article.id)).toEqual([report.id]);
    expect((await api.call('GET', '/api/news/999999')).body.msg).toBe('This article does not exist');
  });

  it('skips matches that finished long ago (a fresh database’s history)', async () => {
    const match = await playedMatch();
    await api.db.query('UPDATE matches SET updated_at = $2 WHERE id = $1', [match, new Date(api.clock.now().getTime() - 4 * 24 * 3600_000)]);
    await api.services.news.publishDueReports();
    expect(await api.db.query('SELECT 1 FROM articles WHERE match_id = $1', [match])).toEqual([]);
  });
});

describe("editors' articles", () => {
  it('are written as drafts by editors only, stored sanitised, published, listed with reports, and withdrawn', async () => {
    const editor = await api.withRoles(['editor']);
    const fan = await api.signInByCode();
    const body = {
      title: 'Derby preview',
      sport: 'football',
      coverUrl: 'https://cdn.example/derby.jpg',
      teamIds: [],
      bodyHtml: '<p>Big <strong>night</strong>.</p><img src="https://cdn.example/a.jpg" onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
    };
    expect((await api.call('POST', '/api/ops/articles', { token: fan.token, body })).body.msg).toBe('Not authorised to access this page');
    expect((await api.call('POST', '/api/ops/articles', { token: editor.token, body: { ...body, title: ' ' } })).body.msg).toBe('Please enter a title');
    const draft = (await api.call<Article>('POST', '/api/ops/articles', { token: editor.token, body })).body.data;
    expect(draft).toMatchObject({ kind: 'editorial', status: 'draft', publishedAt: null, coverUrl: 'https://cdn.example/derby.jpg' });
    expect(draft.bodyHtml).toBe('<p>Big <strong>night</strong>.</p><img src="https://cdn.example/a.jpg" /><a rel="noopener noreferrer nofollow" target="_blank">x</a>');
    expect((await api.call('GET', `/api/news/${draft.id}`)).status).toBe(404);

    const published = (await api.call<Article>('POST', `/api/ops/articles/${draft.id}/status`, { token: editor.token, body: { status: 'published' } })).body.data;
    expect(published.status).toBe('published');
    expect((await api.call<CursorPage<ArticleSummary>>('GET', '/api/news?sport=football')).body.data.items.some((article) => article.id === draft.id && article.title === 'Derby preview')).toBe(true);
    expect((await api.call<Article>('GET', `/api/news/${draft.id}`)).body.data.bodyHtml).toContain('<strong>night</strong>');

    await api.call('POST', `/api/ops/articles/${draft.id}/status`, { token: editor.token, body: { status: 'withdrawn' } });
    expect((await api.call('GET', `/api/news/${draft.id}`)).status).toBe(404);
    const mine = (await api.call<CursorPage<ArticleSummary>>('GET', '/api/ops/articles', { token: editor.token })).body.data.items;
    expect(mine.find((article) => article.id === draft.id)?.status).toBe('withdrawn');
  });

  it('are paged by keyset: the latest by publication, the editors’ list by last change', async () => {
    const editor = await api.withRoles(['editor']);
    const write = async (title: string, publish: boolean) => {
      const draft = (await api.call<Article>('POST', '/api/ops/articles', { token: editor.token, body: { title, sport: 'basketball', coverUrl: '', teamIds: [], bodyHtml: '<p>Text</p>' } })).body.data;
      if (publish) await api.call('POST', `/api/ops/articles/${draft.id}/status`, { token: editor.token, body: { status: 'published' } });
      return draft;
    };
    const written: Article[] = [];
    for (let index = 0; index < 14; index += 1) {
      written.push(await write(`Column ${index}`, index % 4 !== 3));
      if (index % 3 === 0) api.clock.advance(60); // several share a publication instant
    }
    const page = (path: string, token?: string): PagedList<ArticleSummary> => ({
      read: (cursor, pageSize) => api.call<CursorPage<ArticleSummary>>('GET', `${path}${path.includes('?') ? '&' : '?'}pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`, { token }),
      key: (article) => article.id,
    });
    const latest = page('/api/news?sport=basketball');
    await expectKeysetPaging(latest, {
      pageSize: 3,
      between: async () => {
        await write('Published meanwhile', true);
        await api.call('POST', `/api/ops/articles/${written[1]!.id}/status`, { token: editor.token, body: { status: 'withdrawn' } });
        return [written[1]!.id];
      },
    });
    const editors = page('/api/ops/articles', editor.token);
    await expectKeysetPaging(editors, { pageSize: 4, between: () => write('Drafted meanwhile', false).then(() => undefined), foreignCursor: (await latest.read(null, 1)).body.data.next! });
  });
});
