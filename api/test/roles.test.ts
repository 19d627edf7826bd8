// Every protected endpoint enforces its right on the server: a visitor gets 3001 (please log
// in), a user without the role "not authorised to access this page", a banned user "banned",
// and the right role gets through.
import type { Role } from '@matchday/contracts/accounts/contract';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

interface Endpoint {
  method: string;
  url: string;
  role?: Role;
  body?: unknown;
  idempotent?: boolean;
}

const future = () => new Date(api.clock.now().getTime() + 86400_000).toISOString();

const ENDPOINTS: Endpoint[] = [
  { method: 'GET', url: '/api/users/me' },
  { method: 'PATCH', url: '/api/users/me', body: { signature: 'hi' } },
  { method: 'POST', url: '/api/users/me/password', body: { password: 'kickoff2026' } },
  { method: 'PUT', url: '/api/users/me/password', body: { currentPassword: 'x', password: 'kickoff2026' } },
  { method: 'PUT', url: '/api/users/me/phone', body: { phone: '+8613900000000', code: '123456' } },
  { method: 'POST', url: '/api/users/me/cancellation', body: { acknowledged: true } },
  { method: 'DELETE', url: '/api/users/me/cancellation' },
  { method: 'GET', url: '/api/users/me/invitations' },
  { method: 'POST', url: '/api/auth/sign-out' },
  { method: 'GET', url: '/api/coins/balance' },
  { method: 'GET', url: '/api/coins/history' },
  { method: 'GET', url: '/api/coins/orders' },
  { method: 'POST', url: '/api/coins/top-ups', body: { packageId: 1, provider: 'development' }, idempotent: true },
  { method: 'POST', url: '/api/plans/purchases', body: { planId: 1 }, idempotent: true },
  { method: 'POST', url: '/api/plans', role: 'expert' },
  { method: 'POST', url: '/api/ops/coins/grants', role: 'customer_service', idempotent: true },
  { method: 'PUT', url: '/api/ops/users/1/flags', role: 'customer_service', body: { muted: false } },
  { method: 'GET', url: '/api/ops/users/1', role: 'customer_service' },
  { method: 'PUT', url: '/api/ops/users/1/roles', role: 'customer_service', body: { roles: ['user'] } },
  { method: 'POST', url: '/api/ops/plans/1/void', role: 'customer_service', body: { reason: 'match abandoned' } },
  { method: 'PUT', url: '/api/ops/plans/settings', role: 'customer_service', body: { minPrice: 0, maxPrice: 588, firstOrderDiscountPercent: 50, blindBoxPrice: 18 } },
  { method: 'GET', url: '/api/plans/publishable', role: 'expert' },
  { method: 'GET', url: '/api/users/me/plans' },
  { method: 'POST', url: '/api/plans/blind-box', idempotent: true },
  { method: 'GET', url: '/api/experts/application' },
  { method: 'POST', url: '/api/experts/application', body: { intro: 'Ten years of Serie A', sports: ['football'], specialities: 'Asian handicap' } },
  { method: 'GET', url: '/api/ops/expert-applications', role: 'customer_service' },
  { method: 'POST', url: '/api/ops/expert-applications/1', role: 'customer_service', body: { decision: 'approve' } },
  { method: 'PUT', url: '/api/experts/1/follow' },
  { method: 'DELETE', url: '/api/experts/1/follow' },
  { method: 'POST', url: '/api/remarks', role: 'expert', body: { planId: 1, text: 'Read the press right' } },
  { method: 'GET', url: '/api/streamers/application' },
  { method: 'GET', url: '/api/ops/streamer-applications', role: 'customer_service' },
  { method: 'POST', url: '/api/ops/streamer-applications/1', role: 'customer_service', body: { decision: 'approve' } },
  { method: 'GET', url: '/api/channel', role: 'streamer' },
  { method: 'POST', url: '/api/channel/live-code', role: 'streamer' },
  { method: 'GET', url: '/api/channel/matches', role: 'streamer' },
  { method: 'POST', url: '/api/channel/live', role: 'streamer', body: { matchId: 1, title: 'Derby' } },
  { method: 'POST', url: '/api/channel/live/end', role: 'streamer' },
  { method: 'PUT', url: '/api/channel/settings', role: 'streamer', body: { slowModeSeconds: 5 } },
  { method: 'PUT', url: '/api/rooms/1/follow' },
  { method: 'DELETE', url: '/api/rooms/1/follow' },
  { method: 'POST', url: '/api/rooms/1/chat', body: { text: 'hello' } },
  { method: 'DELETE', url: '/api/rooms/1/chat/1' },
  { method: 'POST', url: '/api/rooms/1/chat/1/report', body: { reason: 'spam' } },
  { method: 'POST', url: '/api/rooms/1/report', body: { reason: 'spam' } },
  { method: 'POST', url: '/api/rooms/1/mutes', body: { userId: '1', minutes: 5, reason: 'spam' } },
  { method: 'GET', url: '/api/ops/reports', role: 'customer_service' },
  { method: 'POST', url: '/api/ops/reports/1', role: 'customer_service', body: { decision: 'handled' } },
  { method: 'POST', url: '/api/ops/sanctions', role: 'customer_service', body: { userId: '999999', kind: 'mute', minutes: 5, reason: 'spam' } },
  { method: 'GET', url: '/api/ops/audit', role: 'customer_service' },
  { method: 'GET', url: '/api/channel/programmes', role: 'streamer' },
  { method: 'POST', url: '/api/channel/programmes', role: 'streamer', body: { matchId: 1, title: 'Preview' } },
  { method: 'DELETE', url: '/api/channel/programmes/1', role: 'streamer' },
  { method: 'GET', url: '/api/channel/stats', role: 'streamer' },
  { method: 'POST', url: '/api/comments', body: { target: 'article', targetId: '1', text: 'hi' } },
  { method: 'DELETE', url: '/api/comments/1' },
  { method: 'PUT', url: '/api/comments/1/like' },
  { method: 'DELETE', url: '/api/comments/1/like' },
  { method: 'POST', url: '/api/comments/1/report', body: { reason: 'spam' } },
  { method: 'GET', url: '/api/users/me/comments' },
  { method: 'GET', url: '/api/ops/articles', role: 'editor' },
  { method: 'GET', url: '/api/ops/articles/1', role: 'editor' },
  { method: 'POST', url: '/api/ops/articles', role: 'editor', body: { title: 'T', sport: 'football', bodyHtml: '<p>x</p>' } },
  { method: 'PUT', url: '/api/ops/articles/1', role: 'editor', body: { title: 'T', sport: 'football', bodyHtml: '<p>x</p>' } },
  { method: 'POST', url: '/api/ops/articles/1/status', role: 'editor', body: { status: 'published' } },
  { method: 'POST', url: '/api/ops/media', role: 'editor' },
];

let keyCounter = 0;
function call(endpoint: Endpoint, token?: string) {
  const body =
    endpoint.url === '/api/plans'
      ? { matchId: 1, market: 'result', pick: 'home', title: 'Derby pick', price: 10, explanation: 'Home -0.5', purchaseDeadline: future() }
      : endpoint.url === '/api/ops/coins/grants'
        ? { userId: 1, amount: 5, reason: 'goodwill' }
        : endpoint.body;
  return api.call(endpoint.method, endpoint.url, {
    token,
    body,
    headers: endpoint.idempotent ? { 'idempotency-key': `roles-test-${++keyCounter}` } : {},
  });
}

describe('rights', () => {
  it.each(ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.url}`, endpoint] as const))('%s: a visitor is asked to log in', async (_name, endpoint) => {
    const response = await call(endpoint);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe(3001);
  });

  const withRole = ENDPOINTS.filter((endpoint) => endpoint.role);
  it.each(withRole.map((endpoint) => [`${endpoint.method} ${endpoint.url}`, endpoint] as const))(
    '%s: a user without the role is not authorised; with it, gets through',
    async (_name, endpoint) => {
      const plain = await api.signInByCode();
      const denied = await call(endpoint, plain.token);
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ code: 3000, msg: 'Not authorised to access this page' });

      const allowed = await api.withRoles([endpoint.role!]);
      const response = await call(endpoint, allowed.token);
      expect(response.body.msg).not.toBe('Not authorised to access this page');
      expect(response.status).not.toBe(401);
      expect(response.status).not.toBe(403);
    },
  );

  it('a banned user is signed out, cannot sign in again, and is told why', async () => {
    const customerService = await api.withRoles(['customer_service']);
    const user = await api.signInByCode();
    const banned = await api.call('PUT', `/api/ops/users/${user.user.id}/flags`, { token: customerService.token, body: { banned: true } });
    expect(banned.body).toMatchObject({ code: 0, data: { banned: true } });
    expect((await api.call('GET', '/api/users/me', { token: user.token })).body.code).toBe(3001);
    api.clock.advance(61);
    await api.call('POST', '/api/auth/codes', { body: { phone: user.phone } });
    const again = await api.call('POST', '/api/auth/sign-in', { body: { phone: user.phone, code: api.sms.latestCode(user.phone) } });
    expect(again.body).toEqual({ code: 3000, msg: 'Banned for alleged violations or other reasons' });
  });

  it('roles are given by customer service and every user keeps the user role', async () => {
    const customerService = await api.withRoles(['customer_service']);
    const user = await api.signInByCode();
    const granted = await api.call('PUT', `/api/ops/users/${user.user.id}/roles`, { token: customerService.token, body: { roles: ['streamer', 'expert'] } });
    expect(granted.body).toMatchObject({ code: 0, data: { roles: ['user', 'streamer', 'expert'] } });
    expect((await api.call('PUT', `/api/ops/users/${user.user.id}/roles`, { token: customerService.token, body: { roles: ['admin'] } })).body.code).toBe(3000);
    expect((await api.call('PUT', '/api/ops/users/99999999/roles', { token: customerService.token, body: { roles: ['expert'] } })).body.msg).toBe(
      'This user does not exist',
    );
    // The console reads a user's roles before changing them, so giving one keeps the others.
    expect((await api.call('GET', `/api/ops/users/${user.user.id}`, { token: customerService.token })).body.data).toEqual({
      id: user.user.id,
      username: user.user.username,
      avatarUrl: null,
      roles: ['user', 'streamer', 'expert'],
    });
    await api.call('PUT', `/api/ops/users/${user.user.id}/roles`, { token: customerService.token, body: { roles: ['streamer', 'expert', 'editor'] } });
    expect((await api.call<{ roles: string[] }>('GET', `/api/ops/users/${user.user.id}`, { token: customerService.token })).body.data.roles).toEqual(['user', 'streamer', 'expert', 'editor']);
    expect((await api.call('GET', '/api/ops/users/99999999', { token: customerService.token })).body.msg).toBe('This user does not exist');
  });

  it('customer service gives and takes the operator role like any other', async () => {
    const customerService = await api.withRoles(['customer_service']);
    const user = await api.signInByCode();
    const granted = await api.call('PUT', `/api/ops/users/${user.user.id}/roles`, { token: customerService.token, body: { roles: ['operator'] } });
    expect(granted.body).toMatchObject({ code: 0, data: { roles: ['user', 'operator'] } });
    expect((await api.call<{ user: { roles: string[] } }>('GET', '/api/users/me', { token: user.token })).body.data.user.roles).toEqual(['user', 'operator']);
    const taken = await api.call('PUT', `/api/ops/users/${user.user.id}/roles`, { token: customerService.token, body: { roles: ['user'] } });
    expect(taken.body).toMatchObject({ code: 0, data: { roles: ['user'] } });
  });

  it('a muted user keeps their account', async () => {
    const customerService = await api.withRoles(['customer_service']);
    const user = await api.signInByCode();
    await api.call('PUT', `/api/ops/users/${user.user.id}/flags`, { token: customerService.token, body: { muted: true } });
    const me = await api.call<{ user: { muted: boolean } }>('GET', '/api/users/me', { token: user.token });
    expect(me.body.data.user.muted).toBe(true);
  });
});
