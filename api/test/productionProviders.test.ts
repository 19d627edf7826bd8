// The api as deployed: NODE_ENV=production, on PostgreSQL, with no development service, its
// providers' settings pointing at local servers answering as Twilio's and Stripe's APIs do. A
// fan signs up with the code the "SMS" carried, buys a package on Stripe's checkout, and the
// coins are credited exactly once when Stripe's signed webhook arrives (five copies at once).
// Runs on the PostgreSQL project (production needs a database server).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { localStripe, localTwilio, paidSession, signedStripeEvent } from './providerServers';
import { freePort } from './freePort';
import { TEST_DATABASE_KIND } from './testDatabase';

const databaseUrl = process.env.TEST_DATABASE_URL;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEBHOOK_SECRET = 'whsec_production_test';


describe.runIf(!!databaseUrl && TEST_DATABASE_KIND === 'postgres')('the api in production mode, with its providers', () => {
  const schema = `production_${crypto.randomBytes(5).toString('hex')}`;
  let child: ChildProcess;
  let origin: string;
  let twilio: Awaited<ReturnType<typeof localTwilio>>;
  let stripe: Awaited<ReturnType<typeof localStripe>>;
  const output: string[] = [];

  beforeAll(async () => {
    [twilio, stripe] = await Promise.all([localTwilio(), localStripe()]);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const separator = databaseUrl!.includes('?') ? '&' : '?';
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: `${databaseUrl}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
        MATCHDAY_CODE_SECRET: crypto.randomBytes(24).toString('hex'),
        MATCHDAY_PUBLIC_URL: 'https://matchday.example',
        MATCHDAY_FEED: 'none',
        MATCHDAY_SMS_COUNTRIES: 'GB',
        TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
        TWILIO_AUTH_TOKEN: 'production-test-auth-token',
        TWILIO_FROM: '+15005550006',
        TWILIO_API_URL: twilio.url,
        STRIPE_SECRET_KEY: 'sk_live_production_secret',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    for (let attempt = 0; ; attempt += 1) {
      const health = await fetch(`${origin}/api/health`).catch(() => undefined);
      if (health?.ok) break;
      if (attempt > 300 || child.exitCode !== null) throw new Error(`the production api did not start:\n${output.join('')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    await Promise.all([twilio.close(), stripe.close()]);
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  });

  const call = async <T>(method: string, route: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${origin}${route}`, {
      method,
      headers: { 'content-type': 'application/json', lan: 'en_US', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return (await response.json()) as { code: number; data: T; msg?: string };
  };

  it('signs up a fan by a code sent through Twilio and credits a paid top-up exactly once', async () => {
    const phone = '+447400123777';
    expect((await call('POST', '/api/auth/codes', { phone })).code).toBe(0);
    const sms = new URLSearchParams(twilio.requests.at(-1)!.body);
    expect(sms.get('To')).toBe(phone);
    const code = /\b(\d{6})\b/.exec(sms.get('Body')!)![1]!;
    // No development inbox in production.
    expect((await fetch(`${origin}/api/dev/sms?phone=${encodeURIComponent(phone)}`)).status).toBe(404);
    const signedIn = await call<{ token: string; user: { id: string } }>('POST', '/api/auth/sign-in', { phone, code });
    expect(signedIn.code).toBe(0);
    const token = signedIn.data.token;

    const shop = await call<{ packages: { id: string; coins: number; providers: string[] }[] }>('GET', '/api/coins/packages');
    expect(shop.data.packages[0]!.providers).toEqual(['stripe']);
    const started = await call<{ topUp: { id: string; status: string }; redirectUrl: string }>(
      'POST',
      '/api/coins/top-ups',
      { packageId: Number(shop.data.packages[1]!.id), provider: 'stripe' },
      { token, 'idempotency-key': crypto.randomUUID() },
    );
    expect(started.data.topUp.status).toBe('pending');
    const sessionId = new URL(started.data.redirectUrl).pathname.split('/').at(-1)!;
    const session = stripe.sessions.get(sessionId)!;
    expect(session.success_url).toBe(`https://matchday.example/user/coins?topUp=${started.data.topUp.id}`);

    const { payload, signature } = signedStripeEvent('checkout.session.completed', paidSession(session), WEBHOOK_SECRET, undefined, true);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        fetch(`${origin}/api/payments/stripe/webhook`, { method: 'POST', body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const balance = await call<{ balance: number }>('GET', '/api/coins/balance', undefined, { token });
    expect(balance.data.balance).toBe(100 + shop.data.packages[1]!.coins);
    const topUp = await call<{ status: string }>('GET', `/api/coins/top-ups/${started.data.topUp.id}`, undefined, { token });
    expect(topUp.data.status).toBe('paid');
    // The secrets were never written to the log.
    const log = output.join('');
    for (const secret of ['production-test-auth-token', 'sk_live_production_secret', WEBHOOK_SECRET]) expect(log).not.toContain(secret);
  });
});
