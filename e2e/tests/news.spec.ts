// News as a fan reads it: the engine plays coming football matches at once (development "play
// now"), and each finished match's report appears on /news within seconds, with its scorers.
import type { MatchEvent, MatchOverview, MatchSummary } from '@matchday/contracts/sports/contract';
import type { Page as ApiPage } from '@matchday/contracts/http/paging';
import { expect, remoteArea, test } from '../support/fixtures';
import { E2E_SHELL } from '../support/site';

test("a finished match's report appears on /news with its scorers", async ({ page, request }) => {
  test.setTimeout(120_000);
  const coming = (await (await request.get(`${E2E_SHELL}/api/sports/matches?view=tomorrow&tz=UTC&sport=football&pageSize=50`)).json()) as { data: ApiPage<MatchSummary> };
  const candidates = coming.data.items.filter((match) => match.status === 'not_started').slice(0, 4);
  for (const match of candidates) expect((await (await request.post(`${E2E_SHELL}/api/dev/matches/${match.id}/play-now`)).json()).code).toBe(0);

  // The engine plays them at its next tick; take one that ended with goals.
  let scored: { match: MatchSummary; scorer: string } | null = null;
  await expect
    .poll(
      async () => {
        for (const candidate of candidates) {
          const { match } = ((await (await request.get(`${E2E_SHELL}/api/sports/matches/${candidate.id}`)).json()) as { data: MatchOverview }).data;
          if (match.status !== 'finished' || match.homeScore + match.awayScore === 0) continue;
          const events = ((await (await request.get(`${E2E_SHELL}/api/sports/matches/${candidate.id}/events`)).json()) as { data: MatchEvent[] }).data;
          const goal = events.find((event) => event.type === 'goal' || event.type === 'penalty');
          if (goal?.player) scored = { match, scorer: goal.player };
        }
        return scored !== null;
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toBe(true);
  const { match, scorer } = scored!;

  await page.goto('/news?tab=football');
  const area = await remoteArea(page, 'news');
  const card = area.getByTestId('article-card').filter({ hasText: match.home.name }).filter({ hasText: match.away.name });
  await expect(async () => {
    await page.reload();
    await expect(card.first()).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await card.first().click();
  await expect(area.getByTestId('article-headline')).toContainText(match.home.name);
  await expect(area.getByTestId('article-scorers')).toContainText(scorer);
  await expect(area.getByTestId('article-match')).toContainText(`${match.homeScore} - ${match.awayScore}`);
});
