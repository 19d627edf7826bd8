// @vitest-environment node
// The news remote's first screen as the shell's server gets it: the latest articles, drawn on a
// server from the answer it was given, for the tab or the team the address names.
import { articleListRead, type ArticleSummary } from '@matchday/shared/api/news';
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
    expect(routes).toEqual(['news']);
    expect(firstReadsFor('news', { search: '?tab=basketball', timeZone: 'UTC' })).toEqual([articleListRead({ sport: 'basketball' }, null)]);
    const { html } = await renderFirstScreen(request('?tab=basketball'));
    expect(html.match(/data-testid="article-card"/g)).toHaveLength(2);
    expect(html).toContain('Derby preview');
    expect(html).toContain('aria-selected="true">Basketball</button>');
    expect(html).toContain('href="/news?id=7"');
  });

  it("is a team's articles for a team's address, and none for an article's or a bad team's", async () => {
    const { html } = await renderFirstScreen(request('?team=42'));
    expect(html).toContain('Season review');
    expect(firstReadsFor('news', { search: '?id=7', timeZone: 'UTC' })).toBeNull();
    expect(firstReadsFor('news', { search: '?team=abc', timeZone: 'UTC' })).toBeNull();
    expect(firstReadsFor('news', { search: '?tab=curling', timeZone: 'UTC' })).toEqual([articleListRead({}, null)]);
  });
});
