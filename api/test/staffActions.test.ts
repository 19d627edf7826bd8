// Who may keep order, and that every staff action is written down (issue 22): only a room's
// approved streamer and customer service mute or delete in a room; nobody mutes or bans customer
// service, by any route; role grants and flag changes are in the audit log like sanctions.
import type { AuditEntry } from '@matchday/contracts/lives/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let customerService: Awaited<ReturnType<TestApi['withRoles']>>;
beforeAll(async () => {
  api = await createTestApi();
  customerService = await api.withRoles(['customer_service']);
});
afterAll(() => api.close());

const mute = (roomId: string, token: string, userId: string, minutes: number | null = 10) =>
  api.call('POST', `/api/rooms/${roomId}/mutes`, { token, body: { userId, minutes, reason: 'Spamming links' } });
const auditLog = async () => (await api.call<CursorPage<AuditEntry>>('GET', '/api/ops/audit?pageSize=50', { token: customerService.token })).body.data.items;

describe('muting in a room', () => {
  it('is refused to a plain user in the room that bears their id', async () => {
    const plain = await api.signInByCode();
    const fan = await api.signInByCode();
    const refused = await mute(plain.user.id, plain.token, fan.user.id);
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Not authorised to access this page');
    const [sanctions] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sanctions WHERE user_id = $1', [fan.user.id]);
    expect(sanctions!.count).toBe(0);
    // Nor may they delete in it.
    expect((await api.call('DELETE', `/api/rooms/${plain.user.id}/chat/1`, { token: plain.token })).status).toBe(403);
  });

  it("is the approved streamer's, in their own room only", async () => {
    const streamer = await api.withRoles(['streamer']);
    const otherStreamer = await api.withRoles(['streamer']);
    const fan = await api.signInByCode();
    expect((await mute(otherStreamer.user.id, streamer.token, fan.user.id)).status).toBe(403);
    expect((await mute(streamer.user.id, streamer.token, fan.user.id)).body.code).toBe(0);
  });

  it('never reaches customer service: not by a streamer, not by customer service, not permanently', async () => {
    const streamer = await api.withRoles(['streamer']);
    const colleague = await api.withRoles(['customer_service']);
    for (const [roomId, token] of [
      [streamer.user.id, streamer.token],
      [streamer.user.id, customerService.token],
    ] as const) {
      for (const minutes of [10, null]) {
        const refused = await mute(roomId, token, colleague.user.id, minutes);
        expect(refused.status).toBe(403);
        expect(refused.body.msg).toBe('Customer service accounts cannot be muted or banned');
      }
    }
    const siteWide = await api.call('POST', '/api/ops/sanctions', { token: customerService.token, body: { userId: colleague.user.id, kind: 'mute', minutes: null, reason: 'Testing' } });
    expect(siteWide.status).toBe(403);
    const [sanctions] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sanctions WHERE user_id = $1', [colleague.user.id]);
    expect(sanctions!.count).toBe(0);
  });
});

describe('flags and roles set by customer service', () => {
  it('refuse to ban or mute customer service by the flags route, as the sanctions route does', async () => {
    const colleague = await api.withRoles(['customer_service']);
    for (const flags of [{ banned: true }, { muted: true }]) {
      const refused = await api.call('PUT', `/api/ops/users/${colleague.user.id}/flags`, { token: customerService.token, body: flags });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('Customer service accounts cannot be muted or banned');
    }
    const [user] = await api.db.query<{ banned: boolean; muted: boolean }>('SELECT banned, muted FROM users WHERE id = $1', [colleague.user.id]);
    expect(user).toEqual({ banned: false, muted: false });
    // The colleague is still signed in.
    expect((await api.call('GET', '/api/users/me', { token: colleague.token })).status).toBe(200);
  });

  it('are each written to the audit log with who did it, to whom, and what changed', async () => {
    const fan = await api.signInByCode();
    expect((await api.call('PUT', `/api/ops/users/${fan.user.id}/roles`, { token: customerService.token, body: { roles: ['expert'] } })).body.code).toBe(0);
    expect((await api.call('PUT', `/api/ops/users/${fan.user.id}/flags`, { token: customerService.token, body: { banned: true } })).body.code).toBe(0);
    expect((await api.call('PUT', `/api/ops/users/${fan.user.id}/flags`, { token: customerService.token, body: { banned: false, muted: true } })).body.code).toBe(0);

    const mine = (await auditLog()).filter((entry) => entry.targetUserId === fan.user.id);
    expect(mine.map((entry) => entry.action)).toEqual(['user.flags', 'user.flags', 'user.roles']);
    expect(mine.every((entry) => entry.actor === customerService.user.username)).toBe(true);
    expect(mine[2]!.details).toEqual({ from: 'user', to: 'user,expert' });
    expect(mine[1]!.details).toEqual({ wasBanned: false, wasMuted: false, banned: true, muted: false });
    expect(mine[0]!.details).toEqual({ wasBanned: true, wasMuted: false, banned: false, muted: true });
  });

  it('write nothing, audit included, when refused', async () => {
    const before = (await auditLog()).length;
    expect((await api.call('PUT', '/api/ops/users/999999999/roles', { token: customerService.token, body: { roles: ['expert'] } })).status).toBe(404);
    expect((await api.call('PUT', '/api/ops/users/999999999/flags', { token: customerService.token, body: { banned: true } })).status).toBe(404);
    expect((await auditLog()).length).toBe(before);
  });
});
