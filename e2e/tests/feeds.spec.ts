// A real provider's match as a fan follows it: the e2e api reads football from "API-Football" (a
// local server replaying a recorded Champions League tie, e2e/support/globalSetup.ts) beside the
// engine. An expert picks the draw before kick-off; the tie goes live on the home list and its
// detail page without a reload, a goal VAR cancels comes and goes, it ends level after extra time
// and is decided on penalties; the plan settles from the provider's final score. The time from
// the provider's answer changing to the fan's screen showing it is printed.
import type { APIRequestContext, Page } from '@playwright/test';
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import type { ExpertStatus, Plan } from '@matchday/contracts/tips/contract';
import { signUp, staffToken } from '../support/accounts';
import { expect, remoteArea, test } from '../support/fixtures';
import { E2E_API_SPORTS_PORT } from '../support/globalSetup';
import { E2E_SHELL } from '../support/site';

const replay = (control: string, params: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${E2E_API_SPORTS_PORT}/__replay/${control}?${new URLSearchParams(params)}`, { method: 'POST' }).then((answer) => answer.json());

async function apiNow(request: APIRequestContext): Promise<Date> {
  const answer = await request.get(`${E2E_SHELL}/api/dev/clock`);
  return new Date(((await answer.json()) as { data: { now: string } }).data.now);
}

/** The tie as the api lists it, once the api has read it with this kick-off. */
async function theTie(request: APIRequestContext, kickOff: Date): Promise<MatchSummary | null> {
  for (const view of ['today', 'tomorrow']) {
    const answer = await request.get(`${E2E_SHELL}/api/sports/matches?view=${view}&tz=UTC&sport=football&pageSize=200`);
    const items = ((await answer.json()) as { data: { items: MatchSummary[] } }).data.items;
    const tie = items.find((match) => match.home.name === 'Arsenal' && match.away.name === 'Real Madrid' && Date.parse(match.startsAt) === Math.floor(kickOff.getTime() / 1000) * 1000);
    if (tie) return tie;
  }
  return null;
}

async function approvedExpert(request: APIRequestContext): Promise<string> {
  const expert = await signUp(request);
  const applied = await request.post(`${E2E_SHELL}/api/experts/application`, {
    headers: { token: expert.token },
    data: { intro: 'Twenty seasons of European nights, every knockout tie on record.', sports: ['football'], specialities: 'Knockout ties' },
  });
  const application = ((await applied.json()) as { data: ExpertStatus }).data.application!;
  const reviewed = await request.post(`${E2E_SHELL}/api/ops/expert-applications/${application.id}`, { headers: { token: staffToken() }, data: { decision: 'approve', reason: '' } });
  expect((await reviewed.json()).code).toBe(0);
  return expert.token;
}

/**
 * The server's word that the page follows `channel`, awaited before the provider moves on: an
 * update published between the page's first read and its subscription is not replayed to it
 * (a gap in the product, in the closing note of issue 48), and a loaded machine opened it wide
 * enough to fail this story. Listen before the page is opened.
 */
function subscribedTo(page: Page, channel: string): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', (frame) => {
        const payload = String(frame.payload);
        if (payload.includes('"subscribed"') && payload.includes(`"${channel}"`)) resolve();
      }),
    ),
  );
}

/** Steps the provider to a read of the timeline and returns how long the page took to show `shown`. */
async function stepAndTime(page: Page, index: number, shown: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await replay('goTo', { index: String(index) });
  await shown();
  return Date.now() - started;
}

test('a live match from the replayed API-Football feed updates the home list and its detail page, and a plan on it settles from the final score', async ({ page, request }) => {
  test.setTimeout(240_000);
  // 1. The provider moves the tie to a few minutes from now; the api reads today's fixtures every 15 s here.
  const kickOff = new Date((await apiNow(request)).getTime() + 4 * 60_000);
  await replay('goTo', { index: '0' });
  await replay('startsAt', { at: kickOff.toISOString() });
  let tie: MatchSummary | null = null;
  await expect.poll(async () => (tie = await theTie(request, kickOff)) !== null, { timeout: 90_000, intervals: [1000] }).toBe(true);
  const matchId = tie!.id;
  expect(tie!.status).toBe('not_started');

  // 2. An expert picks the draw before kick-off.
  const expertToken = await approvedExpert(request);
  const published = await request.post(`${E2E_SHELL}/api/plans`, {
    headers: { token: expertToken },
    data: { matchId: Number(matchId), market: 'result', pick: 'draw', title: 'Level after ninety', price: 20, noWinRefund: false, explanation: 'Two sides that cancel each other out.', purchaseDeadline: tie!.startsAt },
  });
  const answer = (await published.json()) as { code: number; msg: string; data: Plan };
  expect(answer.code, answer.msg).toBe(0);
  const plan = answer.data;

  // 3. The tie kicks off at the provider; a fan opens the live list and watches it score without a reload.
  const delays: number[] = [];
  const status = async () => ((await (await request.get(`${E2E_SHELL}/api/sports/matches/${matchId}`)).json()) as { data: { match: MatchSummary } }).data.match.status;
  const started = Date.now();
  await replay('goTo', { index: '1' });
  await expect.poll(status, { timeout: 30_000, intervals: [200] }).toBe('live');
  delays.push(Date.now() - started);
  // A tall window: the list draws the rows that fit it, and the live football list is long.
  await page.setViewportSize({ width: 1280, height: 3000 });
  const listFollowed = subscribedTo(page, 'scores:football');
  await page.goto('/?tab=live');
  const scores = await remoteArea(page, 'scores');
  const row = scores.locator(`[data-testid="match-row"][data-match-id="${matchId}"]`);
  await expect(row).toHaveAttribute('data-status', 'live', { timeout: 20_000 });
  await listFollowed;
  delays.push(await stepAndTime(page, 2, () => expect(row.getByTestId('score').first()).toHaveText('1', { timeout: 30_000 })));

  // 4. The detail page follows the tie: a goal for Real Madrid, taken back by VAR.
  const detail = await page.context().newPage(); // the fan's own browser: their language and consent
  const matchFollowed = subscribedTo(detail, `match:${matchId}`);
  await detail.goto(`${E2E_SHELL}/pc/detail?id=${matchId}`);
  const area = await remoteArea(detail, 'scores');
  const header = area.getByTestId('header-score');
  await expect(header).toHaveText('1 – 0', { timeout: 20_000 });
  await matchFollowed;
  delays.push(await stepAndTime(detail, 3, () => expect(header).toHaveText('1 – 1', { timeout: 30_000 })));
  delays.push(await stepAndTime(detail, 4, () => expect(header).toHaveText('1 – 0', { timeout: 30_000 })));
  const timeline = area.getByTestId('event-timeline').first();
  await expect(timeline).toContainText('VAR · goal cancelled');
  await expect(timeline.locator('li[data-event="goal"]')).toHaveCount(1);
  await expect(row).toContainText('1-0');
  await detail.screenshot({ path: test.info().outputPath('feed-detail-desktop.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await row.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('feed-list-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('feed-list-phone.png') });

  // 5. Level after extra time, decided on penalties: the final, and the plan settled from it.
  await replay('goTo', { index: '10' });
  await expect(header).toHaveText('1 – 1', { timeout: 30_000 });
  await expect(area.getByTestId('header-clock')).toHaveText('After pens', { timeout: 30_000 });
  await detail.setViewportSize({ width: 390, height: 844 });
  await detail.screenshot({ path: test.info().outputPath('feed-final-phone.png') });
  await expect
    .poll(async () => ((await (await request.get(`${E2E_SHELL}/api/plans/${plan.id}`)).json()) as { data: Plan }).data.result, { timeout: 60_000, intervals: [1000] })
    .toBe('hit');
  console.log(`provider answer to screen (ms): ${delays.join(', ')}`);
  await detail.close();
});
