// Which payment providers this deployment has, from the environment only (secrets never come
// from files in the repository and are never logged). Development keeps its instant provider
// beside any configured one; production has only configured ones, and refuses to start with
// none unless top-ups are turned off on purpose (MATCHDAY_TOP_UPS=off).
import { PAYMENT_PATHS } from '@matchday/contracts/coins/contract';
import { AlipayProvider, type AlipaySettings } from './alipayProvider';
import { DevelopmentPaymentProvider, type PaymentProvider } from './paymentProvider';
import { StripeProvider, type StripeSettings } from './stripeProvider';

export interface PaymentSettings {
  stripe?: StripeSettings;
  alipay?: Omit<AlipaySettings, 'notifyUrl'>;
  /** Top-ups turned off by the operators (production may then run without a provider). */
  off: boolean;
}

type Env = Record<string, string | undefined>;

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
const ALIPAY_KEYS = ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'] as const;
/** A live Stripe key (secret or restricted): a test key takes no real money. */
const LIVE_STRIPE_KEY = /^(sk|rk)_live_/;

const given = (env: Env, keys: readonly string[]) => keys.filter((key) => env[key]);
/** PEM keys are often written on one line with `\n` in an environment file. */
const pem = (value: string) => value.replace(/\\n/g, '\n');

export function paymentSettingsFrom(env: Env): PaymentSettings {
  const stripe = given(env, STRIPE_KEYS).length === STRIPE_KEYS.length;
  const alipay = given(env, ALIPAY_KEYS).length === ALIPAY_KEYS.length;
  return {
    off: env.MATCHDAY_TOP_UPS === 'off',
    ...(stripe
      ? {
          stripe: {
            secretKey: env.STRIPE_SECRET_KEY!,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
            apiUrl: env.STRIPE_API_URL || undefined,
            // A live key takes only live events (a test-mode event is no payment); a test key only test ones.
            live: LIVE_STRIPE_KEY.test(env.STRIPE_SECRET_KEY!),
          },
        }
      : {}),
    ...(alipay
      ? {
          alipay: {
            appId: env.ALIPAY_APP_ID!,
            privateKey: pem(env.ALIPAY_PRIVATE_KEY!),
            alipayPublicKey: pem(env.ALIPAY_PUBLIC_KEY!),
            gateway: env.ALIPAY_GATEWAY || undefined,
            sellerId: env.ALIPAY_SELLER_ID || undefined,
          },
        }
      : {}),
  };
}

/** What keeps a production api from taking payments, each missing setting named. */
export function paymentProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const [name, keys] of [
    ['Stripe', STRIPE_KEYS],
    ['Alipay', ALIPAY_KEYS],
  ] as const) {
    const set = given(env, keys);
    if (set.length > 0 && set.length < keys.length) problems.push(`${name} is half configured: ${keys.filter((key) => !env[key]).join(', ')} missing`);
  }
  const settings = paymentSettingsFrom(env);
  if (settings.off) return problems;
  if (!settings.stripe && !settings.alipay)
    problems.push(`no payment provider: set ${STRIPE_KEYS.join(' and ')} (Stripe) or ${ALIPAY_KEYS.join(', ')} (Alipay), or MATCHDAY_TOP_UPS=off`);
  if ((settings.stripe || settings.alipay) && !env.MATCHDAY_PUBLIC_URL) problems.push('MATCHDAY_PUBLIC_URL (the site’s public origin, where providers send fans back) is required');
  if (settings.stripe && !settings.stripe.live) problems.push('STRIPE_SECRET_KEY is a test key (sk_test_…): production takes real money with a live key (sk_live_… or rk_live_…)');
  if (settings.alipay && !/^2088\d{12}$/.test(settings.alipay.sellerId ?? ''))
    problems.push('ALIPAY_SELLER_ID (the merchant’s partner id, 2088 and twelve digits) is required: a notification for another seller is refused');
  return problems;
}

/** The providers to take money with. */
export function paymentProviders(settings: PaymentSettings, options: { development: boolean; publicUrl: string }): PaymentProvider[] {
  if (settings.off) return [];
  return [
    ...(settings.stripe ? [new StripeProvider(settings.stripe)] : []),
    ...(settings.alipay ? [new AlipayProvider({ ...settings.alipay, notifyUrl: new URL(PAYMENT_PATHS.alipayNotify, options.publicUrl).toString() })] : []),
    ...(options.development ? [new DevelopmentPaymentProvider()] : []),
  ];
}
