// Expert tips as the people involved use them in the composed site: a user applies to become an
// expert, customer service approves, the expert publishes picks on a match about to start; a fan
// with too few coins is refused, tops up, buys and reads the explanation; the match is played by
// the engine (development "play now" instead of waiting for kick-off), the plans settle, the missed
// one's refund reaches the fan's balance without a reload, and the ranking shows the expert.
// Every purchase is confirmed in the dialog that names the price before coins are spent.
import type { APIRequestContext, Page } from '@playwright/test';
import type { Plan } from '@matchday/contracts/tips/contract';
import { signUp } from '../support/accounts';
import { personWith, staffConsole } from '../support/people';
import { expect, remoteArea, test } from '../support/fixtures';
import { E2E_SHELL } from '../support/site';

async function planOf(request: APIRequestContext, planId: string, token?: string): Promise<Plan> {
  const answer = await request.get(`${E2E_SHELL}/api/plans/${planId}`, { headers: token ? { token } : {} });
  return ((await answer.json()) as { data: Plan }).data;
}

/** Publishes the pick now selected, with the price, and returns the new plan's id. */
async function publish(page: Page, price: string): Promise<string> {
  const area = page.locator('[data-remote-area="channel"]');
  const link = area.getByTestId('publish-done').getByRole('link');
  const shown = async () => ((await link.count()) > 0 ? await link.getAttribute('href') : null);
  const before = await shown();
  await area.getByTestId('publish-price').fill(price);
  await area.getByTestId('publish-explanation').fill('Demo of a real pick: the home side presses, the visitors tire in the last quarter.');
  await area.getByTestId('publish-plan').click();
  await expect.poll(shown).not.toBe(before);
  return /id=(\d+)/.exec((await shown()) ?? '')![1]!;
}

test('an expert is approved, publishes, a fan buys, the match plays and the missed plan is refunded', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  // 1. A user applies to become an expert.
  const expert = await signUp(request);
  await page.addInitScript((value) => localStorage.setItem('token', value), expert.token);
  await page.goto('/channel?tab=expertApplication');
  let area = await remoteArea(page, 'channel');
  await area.getByTestId('expert-apply-open').click();
  await area.getByTestId('expert-intro').fill('Eight seasons following the NBA, box scores every night.');
  await area.getByTestId('expert-sport-basketball').click();
  await area.getByTestId('expert-specialities').fill('Winners and handicaps');
  await area.getByTestId('expert-apply').click();
  await expect(area.getByTestId('expert-status')).toHaveText('Application submitted, wait for customer service');

  // 2. Customer service approves it in the console.
  const { page: console_, area: opsArea } = await staffConsole(browser, 'experts');
  const application = opsArea.locator(`[data-testid="expert-application"][data-user-id="${expert.user.id}"]`);
  await application.getByTestId('approve-application').click();
  await expect(application).toBeHidden();

  // 3. The expert publishes three picks on the basketball match that starts soonest.
  await page.goto('/channel?tab=planPublishing');
  area = await remoteArea(page, 'channel');
  await area.getByRole('button', { name: 'Basketball' }).click();
  const match = area.getByTestId('publishable-match').first();
  await match.click();
  const matchId = (await match.getAttribute('data-match-id'))!;
  await area.getByTestId('market-winner').click();
  await area.getByTestId('pick-home').click();
  const homePlan = await publish(page, '300');
  await area.getByTestId('pick-away').click();
  const awayPlan = await publish(page, '300');
  await area.getByTestId('market-handicap').click();
  await area.getByTestId('pick-home').click();
  await publish(page, '20');
  await expect(area.getByTestId('my-plan')).toHaveCount(3);

  // 4. A fan with the sign-up bonus (100) cannot pay the first-order price (150): the confirmation
  //    says so before anything is spent and offers the top-up instead of Confirm; they top up and
  //    buy, confirming each purchase (the dialog is a portal, outside the remote's area).
  const fanAccount = await signUp(request);
  const fan = await personWith(browser, fanAccount.token);
  await fan.goto(`/plan?id=${homePlan}`);
  let tips = await remoteArea(fan, 'tips');
  await expect(tips.getByTestId('first-order')).toContainText('150');
  await expect(tips.getByTestId('plan-explanation')).toHaveCount(0);
  await expect(fan.getByTestId('coin-balance')).toHaveText('100');
  await tips.getByTestId('buy-plan').click();
  const confirmation = fan.getByTestId('spend-dialog');
  await expect(confirmation.getByTestId('spend-short')).toContainText('Insufficient gold balance');
  await expect(confirmation.getByTestId('spend-confirm')).toHaveCount(0);
  await confirmation.getByTestId('top-up-link').click();
  const account = await remoteArea(fan, 'account');
  await account.getByTestId('top-up-open').click();
  // The 680-coin package comes with 20 bonus coins; the development provider pays at once.
  await fan.locator('[data-testid="top-up-package"][data-coins="680"]').click();
  await fan.getByTestId('top-up-provider-development').click();
  await fan.getByTestId('top-up-pay').click();
  await expect(fan.getByTestId('coin-balance')).toHaveText('800');
  await fan.goto(`/plan?id=${homePlan}`);
  tips = await remoteArea(fan, 'tips');
  await tips.getByTestId('buy-plan').click();
  await expect(fan.getByTestId('spend-price')).toHaveText('Price: 150 coins');
  await fan.getByTestId('spend-confirm').click();
  await expect(tips.getByTestId('plan-explanation')).toContainText('the home side presses');
  await expect(fan.getByTestId('coin-balance')).toHaveText('650');
  await fan.goto(`/plan?id=${awayPlan}`);
  tips = await remoteArea(fan, 'tips');
  await tips.getByTestId('buy-plan').click();
  await fan.getByTestId('spend-confirm').click();
  await expect(tips.getByTestId('plan-selection')).toBeVisible();
  await expect(fan.getByTestId('coin-balance')).toHaveText('350');

  // 5. The engine plays the match; the plans settle by themselves; one side missed and refunds.
  const played = await request.post(`${E2E_SHELL}/api/dev/matches/${matchId}/play-now`);
  expect((await played.json()).code).toBe(0);
  await expect(tips.getByTestId('plan-result')).toBeVisible({ timeout: 60_000 });
  const results = await Promise.all([homePlan, awayPlan].map(async (id) => (await planOf(request, id)).result));
  expect([...results].sort()).toEqual(['hit', 'miss']);
  // The missed plan's price comes back to the header's balance without a reload.
  const refund = results[0] === 'miss' ? 150 : 300;
  await expect(fan.getByTestId('coin-balance')).toHaveText(String(350 + refund), { timeout: 20_000 });

  // 6. The ranking shows the expert with their three settled picks.
  await fan.goto('/ranking');
  tips = await remoteArea(fan, 'tips');
  const row = tips.locator(`[data-testid="ranking-row"][data-expert-id="${expert.user.id}"]`);
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(tips.getByTestId('record-picks')).toHaveText('3');
  await fan.context().close();
  await console_.context().close();
});
