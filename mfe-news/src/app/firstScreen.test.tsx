// @vitest-environment node
// The news remote's first screen as the shell's server gets it: the latest articles, drawn on a
// server from the answer it was given, for the tab or the team the address names.
import { type Article, articleListRead, articleRead, type ArticleSummary } from '@matchday/contracts/news/contract';
import { videoListRead, videoRead } from '@matchday/contracts/videos/contract';
import { matchSummary, videoFixture } from '@matchday/contracts/testing/sportsFixtures';
import { firstReadKey } from '@matchday/shared/firstScreen/firstAnswers';
import { firstReadsFor } from '@matchday/shared/firstScreen/firstReads';
import type { FirstScreenRequest } from '@matchday/shared/firstScreen/firstScreen';
import { renderFirstScreen, routes } from './firstScreen';

const articles: ArticleSummary[] = [
  { id: '7', kind: 'editorial', sport: 'basketball', title: 'Derby preview', coverUrl: null, status: 'published', publishedAt: '2026-11-27T18:00:00.000Z', match: null },
  { id: '6', kind: 'editorial', sport: 'basketball', title: 'Season review', coverUrl: null, status: 'published', publishedAt: '2026-11-26T18:00:00.000Z', match: null },
];

function request(search: string): FirstScreenRequest {
  const [read] = firstReadsFor('news', { search, timeZone: 'UTC' })!;
  return {
    routeId: 'news',
    location: { pathname: '/news', search, hash: '' },
    locale: 'en_US',
    mode: 'light',
    timeZone: 'UTC',
    phone: true,
    answers: { [firstReadKey(read!)]: { items: articles, next: 'c1' } },
  };
}

describe("the news remote's first screen", () => {
  it("is the tab's latest articles, as the page draws them", async () => {
    expect(routes).toEqual(['news', 'video']);
    expect(firstReadsFor('news', { search: '?tab=basketball', timeZone: 'UTC' })).toEqual([articleListRead({ sport: 'basketball' }, null)]);
    const { html } = await renderFirstScreen(request('?tab=basketball'));
    expect(html.match(/data-testid="article-card"/g)).toHaveLength(2);
    expect(html).toContain('Derby preview');
    expect(html).toContain('aria-selected="true">Basketball</button>');
    expect(html).toContain('href="/news?id=7"');
  });

  it("is a team's articles for a team's address, and none for a bad team's", async () => {
    const { html } = await renderFirstScreen(request('?team=42'));
    expect(html).toContain('Season review');
    expect(firstReadsFor('news', { search: '?team=abc', timeZone: 'UTC' })).toBeNull();
    expect(firstReadsFor('news', { search: '?tab=curling', timeZone: 'UTC' })).toEqual([articleListRead({}, null)]);
  });

  it("is an article for an article's address (a malformed id is the list, as on the page)", async () => {
    expect(firstReadsFor('news', { search: '?id=7x', timeZone: 'UTC' })).toEqual([articleListRead({}, null)]);
    const [read] = firstReadsFor('news', { search: '?id=7', timeZone: 'UTC' })!;
    expect(read).toEqual(articleRead('7'));
    const article: Article = { ...articles[0]!, facts: null, bodyHtml: '<p>Big <strong>night</strong> ahead.</p>', teamIds: [] };
    const { html } = await renderFirstScreen({ ...request('?id=7'), answers: { [firstReadKey(read!)]: article } });
    expect(html).toContain('Derby preview');
    expect(html).toContain('Big <strong>night</strong> ahead.');
  });

  it("draws the latest videos of the address's sport and kind, or a video's page", async () => {
    const search = '?tab=football&kind=highlight';
    const [read] = firstReadsFor('video', { search, timeZone: 'UTC' })!;
    expect(read).toEqual(videoListRead({ sport: 'football', kind: 'highlight' }, null));
    expect(firstReadsFor('video', { search: '?kind=trailer', timeZone: 'UTC' })).toEqual([videoListRead({}, null)]);
    expect(firstReadsFor('video', { search: '?id=12', timeZone: 'UTC' })).toEqual([videoRead('12')]);
    expect(firstReadsFor('video', { search: '?id=0', timeZone: 'UTC' })).toEqual([videoListRead({}, null)]);
    const video = videoFixture({ id: '12', title: 'Derby replay', match: matchSummary({ id: '3' }) });
    const { html } = await renderFirstScreen({
      ...request(''),
      routeId: 'video',
      location: { pathname: '/video', search, hash: '' },
      answers: { [firstReadKey(read!)]: { items: [video], next: null } },
    });
    expect(html.match(/data-testid="video-card"/g)).toHaveLength(1);
    expect(html).toContain('href="/video?id=12"');
    expect(html).toContain('aria-selected="true">Football</button>');
  });
});
