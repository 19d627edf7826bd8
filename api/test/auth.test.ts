// Sign-in with a phone number: verification codes (expiry, single use, wrong tries, sending
// limits), registration by code, password sign-in, and no way to learn whether a phone is
// registered.
import type { SignInResponse } from '@matchday/contracts/accounts/contract';
import { RATE_LIMITS } from '../src/limits/rateLimits';
import { CODE_TTL_SECONDS } from '../src/policy';
import { createTestApi, newAddress, newPhone, type TestApi } from './testApi';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const sendCode = (phone: string, address = newAddress(), lan = 'en_US') =>
  api.call('POST', '/api/auth/codes', { body: { phone }, address, lan });
const signIn = (body: Record<string, unknown>, address = newAddress()) =>
  api.call<SignInResponse>('POST', '/api/auth/sign-in', { body, address });

describe('verification codes', () => {
  it('are six digits from the generator, sent through the SMS sender, in the requester’s language', async () => {
    const phone = newPhone();
    const sent = await sendCode(phone, newAddress(), 'zh_CN');
    expect(sent.body).toEqual({ code: 0, data: { resendAfterSeconds: 60, expiresInSeconds: 600 } });
    const [message] = api.sms.messagesTo(phone);
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.text).toContain(message!.code);
    expect(message?.text).toContain('验证码');
    // A site in English gets its code in English (the development inbox too).
    const english = newPhone();
    await sendCode(english, newAddress(), 'en_US');
    expect(api.sms.messagesTo(english)[0]?.text).toMatch(/^Your Matchday verification code is \d{6}\./);
  });

  it('are stored only as an HMAC', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const rows = await api.db.query<{ code_hash: string }>('SELECT code_hash FROM verification_codes WHERE phone = $1', [phone]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(api.sms.latestCode(phone)!);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('register an unknown phone, with the sign-up bonus', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const response = await signIn({ phone, code: api.sms.latestCode(phone) });
    expect(response.body.code).toBe(0);
    expect(response.body.data).toMatchObject({ registered: true, balance: 100, user: { phone, phoneBound: true, passwordSet: false, roles: ['user'] } });
    expect(response.body.data.token).toMatch(/^[\w-]{43}$/);
  });

  it('sign in an existing account without registering it again', async () => {
    const first = await api.signInByCode();
    api.clock.advance(61);
    const again = await api.signInByCode(first.phone);
    expect(again.registered).toBe(false);
    expect(again.user.id).toBe(first.user.id);
    expect(again.balance).toBe(100);
  });

  it('accept numbers written with spaces and dashes, stored as E.164', async () => {
    const account = await api.signInByCode('+86 139-1234-0001');
    expect(account.user.phone).toBe('+8613912340001');
  });

  it('expire after 10 minutes', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = api.sms.latestCode(phone);
    api.clock.advance(CODE_TTL_SECONDS + 1);
    const response = await signIn({ phone, code });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 3000, msg: 'The verification code is wrong or has expired' });
  });

  it('can be used once', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = api.sms.latestCode(phone);
    expect((await signIn({ phone, code })).body.code).toBe(0);
    const reuse = await signIn({ phone, code });
    expect(reuse.body).toEqual({ code: 3000, msg: 'The verification code is wrong or has expired' });
  });

  it('are void after 5 wrong tries, even if the right one comes next', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const code = api.sms.latestCode(phone)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect((await signIn({ phone, code: wrong })).body.msg).toBe('The verification code is wrong or has expired');
    expect((await signIn({ phone, code: wrong })).body.msg).toBe('Too many wrong codes; please request a new one');
    expect((await signIn({ phone, code })).body.msg).toBe('The verification code is wrong or has expired');
    const users = await api.db.query('SELECT 1 FROM users WHERE phone = $1', [phone]);
    expect(users).toHaveLength(0);
  });

  it('only the latest code counts', async () => {
    const phone = newPhone();
    await sendCode(phone);
    const older = api.sms.latestCode(phone);
    api.clock.advance(61);
    await sendCode(phone);
    const newer = api.sms.latestCode(phone);
    if (older !== newer) expect((await signIn({ phone, code: older })).body.code).toBe(3000);
    expect((await signIn({ phone, code: newer })).body.code).toBe(0);
  });

  it('are sent at most once a minute per phone, whatever the address', async () => {
    const phone = newPhone();
    expect((await sendCode(phone)).body.code).toBe(0);
    api.clock.advance(30);
    const early = await sendCode(phone);
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ code: 3000, msg: 'Please wait 30 seconds before requesting another code' });
    api.clock.advance(30);
    expect((await sendCode(phone)).body.code).toBe(0);
    expect(api.sms.messagesTo(phone)).toHaveLength(2);
  });

  it(`are capped at ${RATE_LIMITS.codesPerPhonePerDay.max} a day per phone`, async () => {
    const phone = newPhone();
    for (let sent = 0; sent < RATE_LIMITS.codesPerPhonePerDay.max; sent += 1) {
      expect((await sendCode(phone)).body.code).toBe(0);
      api.clock.advance(61);
    }
    expect((await sendCode(phone)).body.msg).toBe('Too many codes requested today, please try again tomorrow');
    api.clock.advance(86400);
    expect((await sendCode(phone)).body.code).toBe(0);
  });

  it('reach 50 people behind one address (a shared network), each with their first code', async () => {
    const address = newAddress();
    const phones = Array.from({ length: 50 }, () => newPhone());
    for (const phone of phones) expect((await sendCode(phone, address)).body, phone).toEqual({ code: 0, data: { resendAfterSeconds: 60, expiresInSeconds: 600 } });
    for (const phone of phones) expect(api.sms.messagesTo(phone)).toHaveLength(1);
  });

  it(`stop a flood from one address: at most ${RATE_LIMITS.codeBurstPerAddress.max} in 10 minutes and ${RATE_LIMITS.codesPerAddressPerDay.max} a day`, async () => {
    const address = newAddress();
    const burst = RATE_LIMITS.codeBurstPerAddress;
    expect([burst.windowMs, burst.max]).toEqual([10 * 60_000, 60]);
    for (let sent = 0; sent < burst.max; sent += 1) expect((await sendCode(newPhone(), address)).body.code).toBe(0);
    const flood = await sendCode(newPhone(), address);
    expect(flood.status).toBe(429);
    expect(flood.body.msg).toBe('Too many requests from this network, please try again later');
    expect((await sendCode(newPhone(), newAddress())).body.code).toBe(0); // other networks are not held up

    // Keeping under the 10-minute ceiling all day, the flood still stops at the daily cap.
    let sentToday = burst.max;
    while (sentToday < RATE_LIMITS.codesPerAddressPerDay.max) {
      api.clock.advance(burst.windowMs / 1000);
      for (let sent = 0; sent < burst.max && sentToday < RATE_LIMITS.codesPerAddressPerDay.max; sent += 1, sentToday += 1)
        expect((await sendCode(newPhone(), address)).body.code).toBe(0);
    }
    api.clock.advance(burst.windowMs / 1000);
    expect((await sendCode(newPhone(), address)).body.msg).toBe('Too many requests from this network, please try again later');
    api.clock.advance(86400);
    expect((await sendCode(newPhone(), address)).body.code).toBe(0);
  });

  it('need a phone in a standard format, and a filled-in code', async () => {
    expect((await sendCode('')).body).toEqual({ code: 3000, msg: 'Phone number can not be blank' });
    expect((await sendCode('12345')).body).toEqual({ code: 3000, msg: 'Phone number is not in a standard format' });
    expect((await signIn({ phone: newPhone(), code: '' })).body).toEqual({ code: 3000, msg: 'Verification code must be filled in' });
    expect((await signIn({ phone: newPhone() })).body).toEqual({ code: 3000, msg: 'Verification code must be filled in' });
  });
});

describe('password sign-in', () => {
  it('works once a password is set, and the password is stored hashed with scrypt', async () => {
    const account = await api.signInByCode();
    const set = await api.call('POST', '/api/users/me/password', { token: account.token, body: { password: 'offside2026' } });
    expect(set.body.code).toBe(0);
    const [row] = await api.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [account.user.id]);
    expect(row!.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row!.password_hash).not.toContain('offside2026');
    const response = await signIn({ phone: account.phone, password: 'offside2026' });
    expect(response.body.code).toBe(0);
    expect(response.body.data.user.passwordSet).toBe(true);
  });

  it('is refused after 5 wrong passwords for a phone, for 15 minutes', async () => {
    const account = await api.signInByCode();
    await api.call('POST', '/api/users/me/password', { token: account.token, body: { password: 'offside2026' } });
    for (let attempt = 0; attempt < RATE_LIMITS.passwordFailuresPerPhone.max; attempt += 1)
      expect((await signIn({ phone: account.phone, password: `wrong${attempt}x1` })).body.msg).toBe('The phone number or password is incorrect');
    const locked = await signIn({ phone: account.phone, password: 'offside2026' });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe('Too many attempts, please try again in 15 minutes');
    api.clock.advance(15 * 60 + 1);
    expect((await signIn({ phone: account.phone, password: 'offside2026' })).body.code).toBe(0);
  });

  it('needs the password filled in', async () => {
    expect((await signIn({ phone: newPhone(), password: '' })).body).toEqual({ code: 3000, msg: 'Password can not be blank' });
  });
});

describe('no enumeration', () => {
  it('sending a code answers the same for registered and unknown phones', async () => {
    const known = await api.signInByCode();
    api.clock.advance(61);
    const forKnown = await sendCode(known.phone);
    const forUnknown = await sendCode(newPhone());
    expect(forKnown.status).toBe(forUnknown.status);
    expect(forKnown.body).toEqual(forUnknown.body);
  });

  it('a wrong password answers the same for an unknown phone, an account without password, and a wrong one', async () => {
    const withoutPassword = await api.signInByCode();
    const withPassword = await api.signInByCode();
    await api.call('POST', '/api/users/me/password', { token: withPassword.token, body: { password: 'offside2026' } });
    const answers = await Promise.all([
      signIn({ phone: newPhone(), password: 'guess1234' }),
      signIn({ phone: withoutPassword.phone, password: 'guess1234' }),
      signIn({ phone: withPassword.phone, password: 'guess1234' }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 3000, msg: 'The phone number or password is incorrect' });
    }
  });

  it('a wrong password takes as long for an unknown phone as for a real account', async () => {
    const account = await api.signInByCode();
    await api.call('POST', '/api/users/me/password', { token: account.token, body: { password: 'offside2026' } });
    const time = async (phone: string) => {
      const started = performance.now();
      await signIn({ phone, password: 'guess1234' });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const unknown: number[] = [];
    const known: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      unknown.push(await time(newPhone()));
      known.push(await time(account.phone));
    }
    // Both spend one scrypt hash (tens of milliseconds); without the dummy hash, an unknown
    // phone would answer in about a millisecond.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });
});
