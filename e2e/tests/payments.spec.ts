// A fan buys coins on the provider's page, as in production: the site sends them to Stripe's
// checkout, Stripe sends them back to the coins page (which follows the top-up while it is
// pending), and the coins land when Stripe's signed webhook reaches the api — the header's
// balance moves without a reload. "Stripe" is a local server answering as Stripe's API does
// (e2e/support/globalSetup.ts); its checkout page is played by the test, and the webhook is
// signed with Stripe's own test-header helper and the e2e environment's webhook secret.
import { expect, test } from '@playwright/test';
import { paidSession, signedStripeEvent } from '../../api/test/providerServers';
import { PAYMENT_PATHS } from '@matchday/contracts/coins/contract';
import { signUp } from '../support/accounts';
import { remoteArea } from '../support/fixtures';
import { E2E_STRIPE_PORT } from '../support/globalSetup';
import { personWith } from '../support/people';
import { E2E_SHELL, environments } from '../support/site';

const WEBHOOK_SECRET: string = environments.e2e.apiEnv.STRIPE_WEBHOOK_SECRET;

test('a fan pays for coins on Stripe’s page; the balance moves when Stripe’s signed word arrives, without a reload', async ({ browser, request }) => {
  const fan = await personWith(browser, (await signUp(request)).token);
  // Stripe's hosted page, played by the test.
  await fan.route('https://checkout.stripe.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1 data-testid="stripe-checkout">Stripe Checkout</h1>' }));
  await fan.goto('/user/coins');
  const account = await remoteArea(fan, 'account');
  await expect(fan.getByTestId('coin-balance')).toHaveText('100');
  await account.getByTestId('top-up-open').click();
  await fan.locator('[data-testid="top-up-package"][data-coins="300"]').click();
  await expect(fan.locator('[data-testid="top-up-package"][data-coins="300"]').getByTestId('top-up-price')).toContainText('30');
  await fan.getByTestId('top-up-provider-stripe').click();
  await fan.getByTestId('top-up-pay').click();
  await expect(fan.getByTestId('stripe-checkout')).toBeVisible();
  const sessionId = new URL(fan.url()).pathname.split('/').at(-1)!;

  // The fan pays; Stripe sends them back to the address the api gave it.
  const sessions = (await (await fetch(`http://127.0.0.1:${E2E_STRIPE_PORT}/v1/checkout/sessions`)).json()) as { data: Record<string, unknown>[] };
  const session = sessions.data.find((one) => one.id === sessionId)!;
  expect(session).toMatchObject({ amount_total: 3000, currency: 'cny' });
  await fan.goto(new URL(String(session.success_url)).pathname + new URL(String(session.success_url)).search);
  await expect(fan.getByTestId('top-up-return')).toHaveAttribute('data-status', 'pending');
  let navigations = 0;
  fan.on('framenavigated', (frame) => frame === fan.mainFrame() && (navigations += 1));

  // Stripe's signed webhook reaches the api.
  const { payload, signature } = signedStripeEvent('checkout.session.completed', paidSession(session), WEBHOOK_SECRET);
  const answer = await request.post(`${E2E_SHELL}${PAYMENT_PATHS.stripeWebhook}`, { data: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  expect(answer.status()).toBe(200);

  await expect(fan.getByTestId('coin-balance')).toHaveText('400');
  await expect(fan.getByTestId('top-up-return')).toHaveAttribute('data-status', 'paid');
  expect(navigations).toBe(0);
});
