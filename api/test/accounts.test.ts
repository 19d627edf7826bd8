// Sessions (tokens), profile, password set and change, avatar upload (checked by its header,
// stored encoded anew), phone binding, and account cancellation with its cooling-off period.
import type { UserProfile } from '@matchday/contracts/accounts/contract';
import sharp from 'sharp';
import { DEMO_EDITOR_NAME } from '../src/domains/dev/demoEditor';
import { DEMO_EXPERTS } from '../src/domains/dev/demoExperts';
import { DEMO_STREAMER_NAME, DemoStreamer } from '../src/domains/dev/demoStreamer';
import { AVATAR_STORED_MAX_SIDE_PX, COOLING_OFF_DAYS, TOKEN_TTL_DAYS } from '../src/policy';
import { REPORTED_INVISIBLES } from './disguisedText';
import { createTestApi, newPhone, type TestApi } from './testApi';
import { HTML_PAYLOAD, picture, pngDeclaring } from './testImages';

let api: TestApi;
let PNG: Buffer;
beforeAll(async () => {
  PNG = await picture('png');
  api = await createTestApi();
});
afterAll(() => api.close());

const me = (token: string) => api.call<{ user: UserProfile; balance: number }>('GET', '/api/users/me', { token });

function multipart(file: Buffer, contentType: string, filename = 'avatar.png') {
  const boundary = '----matchday-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('sessions', () => {
  it('tokens are random, and only their hash is stored', async () => {
    const first = await api.signInByCode();
    const second = await api.signInByCode();
    expect(first.token).not.toBe(second.token);
    const rows = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [first.user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(first.token);
  });

  it('a token opens the account; none, a made-up one, an expired one get 3001', async () => {
    const account = await api.signInByCode();
    expect((await me(account.token)).body.data.user.id).toBe(account.user.id);
    expect((await api.call('GET', '/api/users/me')).body).toEqual({ code: 3001, msg: 'Not logged in' });
    expect((await me('made-up-token')).status).toBe(401);
    api.clock.advance(TOKEN_TTL_DAYS * 86400 + 1);
    expect((await me(account.token)).body.code).toBe(3001);
  });

  it('the token is also accepted as a bearer authorization', async () => {
    const account = await api.signInByCode();
    const response = await api.call('GET', '/api/users/me', { headers: { authorization: `Bearer ${account.token}` } });
    expect(response.body.code).toBe(0);
  });

  it('logging out revokes the token, and only that one', async () => {
    const account = await api.signInByCode();
    api.clock.advance(61);
    const otherDevice = await api.signInByCode(account.phone);
    expect((await api.call('POST', '/api/auth/sign-out', { token: account.token })).body.code).toBe(0);
    expect((await me(account.token)).body.code).toBe(3001);
    expect((await me(otherDevice.token)).body.code).toBe(0);
  });
});

describe('profile', () => {
  it('username and signature can be edited, within their rules', async () => {
    const account = await api.signInByCode();
    const updated = await api.call<UserProfile>('PATCH', '/api/users/me', { token: account.token, body: { username: ' Lina ', signature: 'Forza!' } });
    expect(updated.body.data).toMatchObject({ username: 'Lina', signature: 'Forza!' });
    expect((await api.call('PATCH', '/api/users/me', { token: account.token, body: { username: 'x' } })).body.msg).toBe('Username must be 2 to 20 characters');
    expect((await api.call('PATCH', '/api/users/me', { token: account.token, body: { signature: 'y'.repeat(81) } })).body.msg).toBe(
      'Signature must be at most 80 characters',
    );
    expect((await api.call('PATCH', '/api/users/me', { token: account.token, body: { roles: ['expert'] } })).body.code).toBe(3000);
    expect((await me(account.token)).body.data.user).toMatchObject({ username: 'Lina', signature: 'Forza!', roles: ['user'] });
  });

  it('a username passes the content filter, also disguised with invisible characters and full-width forms', async () => {
    const account = await api.signInByCode();
    const rename = (username: string) => api.call('PATCH', '/api/users/me', { token: account.token, body: { username } });
    for (const username of ['fuck the ref', '裁判傻逼', 'ｆ ｕ ｃ ｋ', ...Object.values(REPORTED_INVISIBLES).flatMap((invisible) => [`f${invisible}uck`, `傻${invisible}逼`])]) {
      // Invisible characters were already refused in a username as characters it may not hold.
      const expected = /\p{Cf}/u.test(username) ? 'Username must be 2 to 20 characters' : 'Content non-compliant';
      expect((await rename(username)).body.msg, JSON.stringify(username)).toBe(expected);
    }
    expect((await me(account.token)).body.data.user.username).toBe(account.user.username);
  });

  it('staff, the site and the demo accounts keep their names, in every language and disguise; the demo accounts are still made', async () => {
    const account = await api.signInByCode();
    const rename = (username: string, lan = 'en_US') => api.call<UserProfile>('PATCH', '/api/users/me', { token: account.token, body: { username }, lan });
    const demoNames = [DEMO_STREAMER_NAME, DEMO_EDITOR_NAME, ...DEMO_EXPERTS.map((expert) => expert.username)];
    const disguised = ['Ｃｕｓｔｏｍｅｒ Ｓｅｒｖｉｃｅ', 'Сustomer Service', 'ΑDMIN', 'Ｄｅｍｏ streamer · Ada', '客\u200B服'];
    for (const username of ['Customer Service', '客服', '管理员', '官方', 'Matchday Staff', 'Official Support', 'Moderator', 'Служба поддержки', 'خدمة العملاء', ...demoNames, ...disguised]) {
      const refused = await rename(username);
      const expected = /\p{Cf}/u.test(username) ? 'Username must be 2 to 20 characters' : 'This username is reserved for staff or the site; please choose another';
      expect(refused.body.msg, JSON.stringify(username)).toBe(expected);
    }
    expect((await rename('Customer Service', 'zh_CN')).body.msg).toBe('该用户名为工作人员或本站保留，请换一个');
    expect((await me(account.token)).body.data.user.username).toBe(account.user.username);
    for (const username of ['Liverpool Supporter', 'Алексей', 'محمد صلاح', '老球迷']) expect((await rename(username)).body.data.username, username).toBe(username);

    // The development services write their accounts directly, under the names members may not take.
    const demo = await new DemoStreamer(api.db, api.clock, api.services.lives).ensure();
    expect((await api.db.query('SELECT username, demo FROM users WHERE id = $1', [demo.userId]))[0]).toEqual({ username: DEMO_STREAMER_NAME, demo: true });
  });

  it('a password is set once, then changed with the current one (which signs out other sessions)', async () => {
    const account = await api.signInByCode();
    expect((await me(account.token)).body.data.user.passwordSet).toBe(false);
    const change = (body: unknown, token = account.token) => api.call('PUT', '/api/users/me/password', { token, body });
    expect((await change({ currentPassword: 'x', password: 'goal2026ab' })).body.msg).toBe('No password is set yet; please set a password');

    for (const [password, message] of [
      ['', 'Password can not be blank'],
      ['ab12', 'Password must be at least 8 characters'],
      ['abcdefgh', 'Password must combine letters and digits'],
      ['password1', 'This password is too common, please choose another'],
    ])
      expect((await api.call('POST', '/api/users/me/password', { token: account.token, body: { password } })).body.msg).toBe(message);

    expect((await api.call('POST', '/api/users/me/password', { token: account.token, body: { password: 'goal2026ab' } })).body.code).toBe(0);
    expect((await api.call('POST', '/api/users/me/password', { token: account.token, body: { password: 'other2026ab' } })).body.msg).toBe(
      'A password is already set; change it with your current password',
    );
    api.clock.advance(61);
    const otherDevice = await api.signInByCode(account.phone);
    expect((await change({ currentPassword: 'wrong2026', password: 'kickoff77' })).body.msg).toBe('The current password is incorrect');
    expect((await change({ currentPassword: 'goal2026ab', password: 'kickoff77' })).body.code).toBe(0);
    expect((await me(account.token)).body.code).toBe(0);
    expect((await me(otherDevice.token)).body.code).toBe(3001);
    const signIn = await api.call('POST', '/api/auth/sign-in', { body: { phone: account.phone, password: 'kickoff77' } });
    expect(signIn.body.code).toBe(0);
  });

  const avatarUpload = (token: string) => (file: Buffer, type: string, lan?: string) => {
    const form = multipart(file, type);
    return api.call<UserProfile>('POST', '/api/users/me/avatar', { token, body: form.body, headers: form.headers, lan });
  };

  it('an avatar is checked for type and size, then served from a versioned address', async () => {
    const account = await api.signInByCode();
    const upload = avatarUpload(account.token);
    expect((await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')).body.msg).toBe(
      'The avatar must be a PNG, JPEG or WebP image',
    );
    // A script renamed to .png is caught by its bytes.
    expect((await upload(Buffer.from('alert(1)'), 'image/png')).body.msg).toBe('The avatar must be a PNG, JPEG or WebP image');
    expect((await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png')).body.msg).toBe('The avatar must be at most 2 MB');

    const uploaded = await upload(PNG, 'image/png');
    expect(uploaded.body.code).toBe(0);
    const url = uploaded.body.data.avatarUrl!;
    expect(url).toBe(`/api/avatars/${account.user.id}?v=1`);
    const served = await api.call('GET', url);
    expect(served.status).toBe(200);
    expect(served.raw.headers['content-type']).toBe('image/png');
    expect(await sharp(served.raw.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });
    expect((await api.call('GET', '/api/avatars/999999')).status).toBe(404);
  });

  it('an avatar declaring more pixels than allowed (a decompression bomb) is refused unread, in the reader’s language', async () => {
    const account = await api.signInByCode();
    const upload = avatarUpload(account.token);
    const bomb = pngDeclaring(30_000, 30_000);
    const refused = await upload(bomb, 'image/png');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ code: 3000, msg: 'The image must be at most 8000 pixels on each side and 40 megapixels in all' });
    expect((await upload(bomb, 'image/png', 'es')).body.msg).toBe('La imagen debe tener como máximo 8000 píxeles por lado y 40 megapíxeles en total');
    expect((await me(account.token)).body.data.user.avatarUrl).toBeNull();
  });

  it('an avatar is stored encoded anew: at most the avatar size a side, without metadata or bytes after the picture', async () => {
    const account = await api.signInByCode();
    const upload = avatarUpload(account.token);
    const photo = await picture('jpeg', 1200, 900, 'exif-copyright-marker');
    const served = (await api.call('GET', (await upload(photo, 'image/jpeg')).body.data.avatarUrl!)).raw;
    expect(served.headers['content-type']).toBe('image/jpeg');
    const kept = await sharp(served.rawPayload).metadata();
    expect([kept.format, kept.width, kept.height]).toEqual(['jpeg', AVATAR_STORED_MAX_SIDE_PX, (AVATAR_STORED_MAX_SIDE_PX * 3) / 4]);
    expect(kept.exif).toBeUndefined();
    expect(served.rawPayload.includes('exif-copyright-marker')).toBe(false);

    const polyglot = Buffer.concat([PNG, Buffer.from(HTML_PAYLOAD)]);
    const cleaned = (await api.call('GET', (await upload(polyglot, 'image/png')).body.data.avatarUrl!)).raw.rawPayload;
    expect(cleaned.includes('<script>')).toBe(false);
    expect((await sharp(cleaned).metadata()).format).toBe('png');
  });

  it('a phone is bound (or moved) with a code sent to it; a phone of another account is refused', async () => {
    const account = await api.signInByCode();
    const other = await api.signInByCode();
    const newNumber = newPhone();
    const sent = await api.call('POST', '/api/auth/codes', { token: account.token, body: { phone: newNumber, purpose: 'bind_phone' } });
    expect(sent.body.code).toBe(0);
    const wrong = await api.call('PUT', '/api/users/me/phone', { token: account.token, body: { phone: newNumber, code: '000000' } });
    if (api.sms.latestCode(newNumber) !== '000000') expect(wrong.body.msg).toBe('The verification code is wrong or has expired');
    const bound = await api.call<UserProfile>('PUT', '/api/users/me/phone', {
      token: account.token,
      body: { phone: newNumber, code: api.sms.latestCode(newNumber) },
    });
    expect(bound.body.data).toMatchObject({ phone: newNumber, phoneBound: true });

    api.clock.advance(61);
    await api.call('POST', '/api/auth/codes', { token: account.token, body: { phone: other.phone, purpose: 'bind_phone' } });
    const taken = await api.call('PUT', '/api/users/me/phone', { token: account.token, body: { phone: other.phone, code: api.sms.latestCode(other.phone) } });
    expect(taken.body.msg).toBe('This phone number is bound to another account');
    // A visitor cannot ask for a binding code.
    expect((await api.call('POST', '/api/auth/codes', { body: { phone: newPhone(), purpose: 'bind_phone' } })).body.code).toBe(3001);
  });
});

describe('account cancellation', () => {
  it('needs the warnings acknowledged, freezes the account, and can be undone in the cooling-off period', async () => {
    const account = await api.signInByCode();
    expect((await api.call('POST', '/api/users/me/cancellation', { token: account.token, body: {} })).body.msg).toBe(
      'Please read and confirm the warnings first',
    );
    const frozen = await api.call<UserProfile>('POST', '/api/users/me/cancellation', { token: account.token, body: { acknowledged: true } });
    expect(frozen.body.data.status).toBe('frozen');
    expect(frozen.body.data.deletionDueAt).toBe(new Date(api.clock.now().getTime() + COOLING_OFF_DAYS * 86400_000).toISOString());
    // Frozen: it can look and restore, nothing else.
    expect((await api.call('PATCH', '/api/users/me', { token: account.token, body: { signature: 'x' } })).body.msg).toBe(
      'This account is being cancelled; restore it to continue',
    );
    expect((await me(account.token)).body.data.user.status).toBe('frozen');
    api.clock.advance((COOLING_OFF_DAYS - 1) * 86400);
    await api.services.accounts.deleteExpiredCancellations();
    const restored = await api.call<UserProfile>('DELETE', '/api/users/me/cancellation', { token: account.token });
    expect(restored.body.data.status).toBe('active');
    expect((await api.call('DELETE', '/api/users/me/cancellation', { token: account.token })).body.msg).toBe(
      'This account has no cancellation request',
    );
  });

  it('deletes the account after the cooling-off period: personal data gone, the phone free again, the ledger kept', async () => {
    const account = await api.signInByCode();
    await api.call('POST', '/api/users/me/cancellation', { token: account.token, body: { acknowledged: true } });
    api.clock.advance(COOLING_OFF_DAYS * 86400 + 1);
    expect(await api.services.accounts.deleteExpiredCancellations()).toBeGreaterThanOrEqual(1);
    expect((await me(account.token)).body.code).toBe(3001);
    const [row] = await api.db.query<{ phone: string | null; status: string }>('SELECT phone, status FROM users WHERE id = $1', [account.user.id]);
    expect(row).toEqual({ phone: null, status: 'deleted' });
    const entries = await api.db.query(
      'SELECT 1 FROM ledger_entries e JOIN coin_accounts a ON a.id = e.account_id WHERE a.user_id = $1',
      [account.user.id],
    );
    expect(entries.length).toBeGreaterThan(0);
    const again = await api.signInByCode(account.phone);
    expect(again.registered).toBe(true);
    expect(again.user.id).not.toBe(account.user.id);
  });
});
