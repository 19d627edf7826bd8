// Development content: a demo editor, named as such, publishes articles about the engine's
// matches through the same services as a real editor, once, with covers and pictures drawn by
// the api and served by the site itself (no outside address).
import { inflateSync } from 'node:zlib';
import type { Article, ArticleSummary } from '@matchday/contracts/news/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { DEMO_EDITOR_NAME, DemoEditor } from '../src/domains/dev/demoEditor';
import { demoPicture } from '../src/domains/dev/demoPictures';
import { imageTypeOf } from '../src/domains/media/service';
import { createTestApi, type TestApi } from './testApi';
import { createMatch } from './tipsFixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('draws real PNG pictures: the header, dimensions and every row of pixels', () => {
  const png = demoPicture('football', 'Home 1', 'Away 1', 64, 36);
  expect(imageTypeOf(png)).toBe('image/png');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([64, 36]);
  const dataLength = png.readUInt32BE(33);
  expect(png.toString('ascii', 37, 41)).toBe('IDAT');
  expect(inflateSync(png.subarray(41, 41 + dataLength)).length).toBe((64 * 3 + 1) * 36);
  expect(demoPicture('esports', 'A', 'B', 64, 36).equals(png)).toBe(false);
});

it('publishes articles about real matches once, as the demo editor, with pictures served by the site', async () => {
  const football = await createMatch(api, { sport: 'football', startsIn: -3 * 3600 });
  await api.db.query("UPDATE matches SET status = 'finished', phase = 'full_time', home_score = 2, away_score = 1 WHERE id = $1", [football]);
  await createMatch(api, { sport: 'basketball', startsIn: 3600 });
  await createMatch(api, { sport: 'esports', startsIn: 7200 });
  const demo = new DemoEditor(api.db, api.clock, api.services.news, api.services.media);

  const articles = await demo.publish();
  expect(articles.map((article) => article.sport)).toEqual(['football', 'basketball', 'esports']);
  expect(await demo.publish()).toEqual([]);

  const listed = (await api.call<CursorPage<ArticleSummary>>('GET', '/api/news?pageSize=50')).body.data.items.filter((item) => item.kind === 'editorial');
  expect(listed).toHaveLength(3);
  const [author] = await api.db.query<{ username: string; demo: boolean }>('SELECT u.username, u.demo FROM articles a JOIN users u ON u.id = a.author_id WHERE a.id = $1', [articles[0]!.id]);
  expect(author).toEqual({ username: DEMO_EDITOR_NAME, demo: true });
  expect(DEMO_EDITOR_NAME).toMatch(/^Demo editor · /);

  const report = (await api.call<Article>('GET', `/api/news/${articles[0]!.id}`)).body.data;
  expect(report.match?.id).toBe(football);
  expect(report.title).toBe(`${report.match!.home.name} 2–1 ${report.match!.away.name}: the editor's view`);
  expect(report.teamIds).toEqual([report.match!.home.id, report.match!.away.id]);
  const inside = /<img src="(\/api\/media\/[\w-]{22})"/.exec(report.bodyHtml!)?.[1];
  for (const url of [report.coverUrl!, inside!]) {
    expect(url).toMatch(/^\/api\/media\/[\w-]{22}$/);
    const served = await api.call('GET', url);
    expect(served.status).toBe(200);
    expect(served.raw.headers['content-type']).toBe('image/png');
  }
});
