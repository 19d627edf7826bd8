import { loadConfig } from './config';
import { CONNECTION_CAPS, descriptorBudget, readOpenFileLimit } from './domains/realtime/connectionCap';
import { RATE_LIMITS } from './limits/rateLimits';

describe('configuration of the per-address code limits', () => {
  it('keeps the table’s limits when nothing is set', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      codeBurstPerAddress: { windowMs: RATE_LIMITS.codeBurstPerAddress.windowMs },
      codesPerAddressPerDay: { max: RATE_LIMITS.codesPerAddressPerDay.max },
      codesSiteWidePerHour: { max: RATE_LIMITS.codesSiteWidePerHour.max },
      rumBeaconsPerAddress: { max: RATE_LIMITS.rumBeaconsPerAddress.max },
    });
  });

  it('relaxes them by the variables the end-to-end tests set: the short window (0 turns it off) and the daily cap', () => {
    const { rateLimits } = loadConfig({ MATCHDAY_CODE_ADDRESS_INTERVAL_SECONDS: '0', MATCHDAY_CODE_ADDRESS_DAILY_CAP: '100000' });
    expect(rateLimits).toEqual({
      codeBurstPerAddress: { windowMs: 0 },
      codesPerAddressPerDay: { max: 100_000 },
      codesSiteWidePerHour: { max: RATE_LIMITS.codesSiteWidePerHour.max },
      rumBeaconsPerAddress: { max: RATE_LIMITS.rumBeaconsPerAddress.max },
    });
    // Field-data beacons from one address: raised where many fans share one (the e2e browsers on loopback).
    expect(loadConfig({ MATCHDAY_RUM_BEACONS_PER_ADDRESS: '100000' }).rateLimits.rumBeaconsPerAddress).toEqual({ max: 100_000 });
    expect(loadConfig({ MATCHDAY_CODE_ADDRESS_INTERVAL_SECONDS: '60' }).rateLimits.codeBurstPerAddress).toEqual({ windowMs: 60_000 });
    expect(() => loadConfig({ MATCHDAY_CODE_ADDRESS_DAILY_CAP: '0' })).toThrow('MATCHDAY_CODE_ADDRESS_DAILY_CAP must be a number from 1 to 1000000000');
  });
});

describe('websocket caps', () => {
  it('hold per process what the open-files limit leaves beyond the reserve (less with the embedded database), unless told', () => {
    const limit = readOpenFileLimit();
    expect(loadConfig({}).realtimeCaps).toEqual({ ...CONNECTION_CAPS, perProcess: descriptorBudget(limit, 'embedded').maxConnections });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/matchday' }).realtimeCaps.perProcess).toBe(descriptorBudget(limit, 'postgres').maxConnections);
    expect(loadConfig({ MATCHDAY_WS_MAX_CONNECTIONS: '5', MATCHDAY_WS_PER_ADDRESS: '2' }).realtimeCaps).toEqual({ perAddress: 2, perSession: CONNECTION_CAPS.perSession, perProcess: 5 });
    expect(loadConfig({ MATCHDAY_WS_MAX_CONNECTIONS: '0' }).realtimeCaps.perProcess).toBe(0);
    expect(() => loadConfig({ MATCHDAY_WS_MAX_CONNECTIONS: 'lots' })).toThrow('MATCHDAY_WS_MAX_CONNECTIONS must be a number from 0 to 10000000');
  });
});

describe('production', () => {
  const sms = { MATCHDAY_SMS_COUNTRIES: 'GB', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
  const base = { NODE_ENV: 'production', MATCHDAY_CODE_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/matchday', MATCHDAY_FEED: 'none', ...sms };

  it('refuses to start without a payment provider, naming everything missing in one message', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /MATCHDAY_CODE_SECRET \(32\+ characters\) is required\n- DATABASE_URL is required\n- no payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET \(Stripe\) or ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY \(Alipay\), or MATCHDAY_TOP_UPS=off\n- MATCHDAY_SMS_COUNTRIES .* is required/,
    );
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(/Stripe is half configured: STRIPE_WEBHOOK_SECRET missing/);
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/MATCHDAY_PUBLIC_URL .* is required/);
  });

  it('starts with a provider and the public address, or with top-ups turned off on purpose', () => {
    const config = loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', MATCHDAY_PUBLIC_URL: 'https://matchday.example' });
    expect(config.payments.stripe).toEqual({ secretKey: 'sk_live_x', webhookSecret: 'whsec_x', apiUrl: undefined, live: true });
    expect(loadConfig({ ...base, MATCHDAY_TOP_UPS: 'off' }).payments.off).toBe(true);
  });

  it('takes real money only: a Stripe test key is refused, and Alipay needs the seller it checks notifications against', () => {
    const site = { ...base, MATCHDAY_PUBLIC_URL: 'https://matchday.example' };
    expect(() => loadConfig({ ...site, STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY is a test key/);
    expect(loadConfig({ ...site, STRIPE_SECRET_KEY: 'rk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).payments.stripe?.live).toBe(true);
    const alipay = { ALIPAY_APP_ID: '2021000000000001', ALIPAY_PRIVATE_KEY: 'key', ALIPAY_PUBLIC_KEY: 'key' };
    expect(() => loadConfig({ ...site, ...alipay })).toThrow(/ALIPAY_SELLER_ID .* is required/);
    expect(loadConfig({ ...site, ...alipay, ALIPAY_SELLER_ID: '2088123456789012' }).payments.alipay?.sellerId).toBe('2088123456789012');
  });
});

describe('production SMS', () => {
  const base = { NODE_ENV: 'production', MATCHDAY_CODE_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/matchday', MATCHDAY_TOP_UPS: 'off', MATCHDAY_FEED: 'none' };

  it('needs a provider for every country codes may go to, and a country at least', () => {
    expect(() => loadConfig({ ...base, MATCHDAY_SMS_COUNTRIES: 'CN,GB' })).toThrow(/no SMS provider for CN: ALIBABA_CLOUD_ACCESS_KEY_ID.* or TWILIO_ACCOUNT_SID.*\n- no SMS provider for GB: TWILIO_ACCOUNT_SID/);
    // An empty list (",") would start a site nobody can sign in to.
    expect(() => loadConfig({ ...base, MATCHDAY_SMS_COUNTRIES: ',', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' })).toThrow(/MATCHDAY_SMS_COUNTRIES names no country/);
    expect(() => loadConfig({ ...base, MATCHDAY_SMS_COUNTRIES: 'GB', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/Twilio is half configured: TWILIO_AUTH_TOKEN, TWILIO_FROM missing/);
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
    expect(loadConfig({ ...base, MATCHDAY_SMS_COUNTRIES: 'GB,US', ...twilio }).sms.countries).toEqual(['GB', 'US']);
    // Mainland China through Twilio, when the operators say so; by default Alibaba Cloud then Twilio, which serves it alone when it is the only one set.
    expect(loadConfig({ ...base, MATCHDAY_SMS_COUNTRIES: 'CN', MATCHDAY_SMS_ROUTES: 'CN=twilio', ...twilio }).sms.routes.CN).toEqual(['twilio']);
    expect(loadConfig({ ...base, MATCHDAY_SMS_COUNTRIES: 'CN', ...twilio }).sms.routes.CN).toEqual(['alibaba', 'twilio']);
    expect(() => loadConfig({ ...base, MATCHDAY_SMS_COUNTRIES: 'CN', MATCHDAY_SMS_ROUTES: 'CN=twilio>twilio', ...twilio })).toThrow(/MATCHDAY_SMS_ROUTES/);
  });
});

describe('MATCHDAY_FEED', () => {
  const production = { NODE_ENV: 'production', MATCHDAY_CODE_SECRET: 'x'.repeat(40), DATABASE_URL: 'postgres://db/matchday', MATCHDAY_TOP_UPS: 'off', MATCHDAY_SMS_COUNTRIES: 'GB', TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };

  it('gives every sport the engine by default, and a provider (or both, or none) per sport when told', () => {
    expect(loadConfig({}).feed).toEqual({ football: ['engine'], basketball: ['engine'], esports: ['engine'] });
    expect(loadConfig({ MATCHDAY_FEED: 'none' }).feed).toEqual({ football: [], basketball: [], esports: [] });
    expect(loadConfig({ MATCHDAY_FEED: 'football:api-sports+engine, esports:engine' }).feed).toEqual({ football: ['api-sports', 'engine'], basketball: [], esports: ['engine'] });
    expect(() => loadConfig({ MATCHDAY_FEED: 'esports:api-sports,handball:engine,football:opta' })).toThrow(
      'MATCHDAY_FEED: api-sports has no esports\nMATCHDAY_FEED: no sport "handball" (football, basketball, esports)\nMATCHDAY_FEED: no provider "opta" (engine, api-sports, pandascore, none)',
    );
  });

  it('refuses the engine in production, in the one message that lists what is missing, unless the site says it is a demo', () => {
    expect(() => loadConfig(production)).toThrow(/the api cannot start in production:\n- MATCHDAY_FEED: the engine invents matches \(football, basketball, esports\)/);
    expect(() => loadConfig({ ...production, MATCHDAY_FEED: 'football:api-sports,basketball:engine' })).toThrow(/the engine invents matches \(basketball\)/);
    expect(loadConfig({ ...production, MATCHDAY_DEMO_SITE: 'on' }).demoSite).toBe(true);
  });
});
