// Becoming a streamer: 18 or over, a bound phone, every conduct rule accepted; under review,
// then approved (the streamer role) or failed with a reason; a failed applicant may try again a
// day later. Only customer service reviews.
import { STREAMER_CONDUCT_RULES, type StreamerApplication, type StreamerStatus } from '@matchday/contracts/streamers/contract';
import type { CursorPage } from '@matchday/contracts/http/paging';
import { expectKeysetPaging, readAll, type PagedList } from './keysetPaging';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let customerService: Awaited<ReturnType<TestApi['withRoles']>>;
beforeAll(async () => {
  api = await createTestApi(); // the clock reads 2026-11-20
  customerService = await api.withRoles(['customer_service']);
});
afterAll(() => api.close());

const ADULT = { birthDate: '2000-05-01', acceptedRules: [...STREAMER_CONDUCT_RULES] };
const apply = (token: string, body: unknown = ADULT) => api.call<StreamerStatus>('POST', '/api/streamers/application', { token, body });
const review = (id: string, decision: 'approve' | 'fail', reason = '') =>
  api.call<StreamerApplication>('POST', `/api/ops/streamer-applications/${id}`, { token: customerService.token, body: { decision, reason } });

describe('streamer applications', () => {
  it('refuses an applicant under 18, one without a bound phone, and one who did not accept every rule', async () => {
    const user = await api.signInByCode();
    expect((await apply(user.token, { ...ADULT, birthDate: '2008-11-21' })).body.msg).toBe('Streamers must be 18 or over');
    expect((await apply(user.token, { ...ADULT, acceptedRules: STREAMER_CONDUCT_RULES.slice(0, 10) })).body.msg).toBe('Please read and accept all eleven conduct rules');
    expect((await apply(user.token, { ...ADULT, birthDate: '2000-02-30' })).status).toBe(400);
    await api.db.query('UPDATE users SET phone = NULL WHERE id = $1', [user.user.id]);
    expect((await apply(user.token)).body.msg).toBe('No phone bound');
  });

  it('turns 18 on the day: accepted from that birthday on', async () => {
    const user = await api.signInByCode();
    expect((await apply(user.token, { ...ADULT, birthDate: '2008-11-20' })).body.data.status).toBe('pending');
  });

  it('is reviewed by customer service: failed with a reason, applied again a day later, approved as a streamer', async () => {
    const user = await api.signInByCode();
    expect((await api.call<StreamerStatus>('GET', '/api/streamers/application', { token: user.token })).body.data).toEqual({ status: 'not_applied', application: null });
    const applied = await apply(user.token);
    expect(applied.body.data).toMatchObject({ status: 'pending', application: { birthDate: '2000-05-01' } });
    expect((await apply(user.token)).body.msg).toBe('Your application is under review; please wait for customer service');
    expect((await api.call('GET', '/api/ops/streamer-applications', { token: user.token })).body.msg).toBe('Not authorised to access this page');

    const queue = await api.call<CursorPage<StreamerApplication>>('GET', '/api/ops/streamer-applications?status=pending', { token: customerService.token });
    const mine = queue.body.data.items.find((application) => application.userId === user.user.id)!;
    expect((await review(mine.id, 'fail')).body.msg).toBe('Please give a reason');
    expect((await review(mine.id, 'fail', 'Cover picture shows another platform’s logo')).body.data).toMatchObject({ status: 'failed' });
    expect((await review(mine.id, 'approve')).body.msg).toBe('This application has already been reviewed');
    expect((await apply(user.token)).body.msg).toBe('Application failed; you can apply again in 24 hours');
    api.clock.advance(24 * 3600);
    const again = await apply(user.token);
    expect((await review(again.body.data.application!.id, 'approve')).body.data.status).toBe('approved');
    const me = await api.call<{ user: { roles: string[] } }>('GET', '/api/users/me', { token: user.token });
    expect(me.body.data.user.roles).toContain('streamer');
    expect((await apply(user.token)).body.msg).toBe('You are already a streamer');
    expect((await api.call<StreamerStatus>('GET', '/api/streamers/application', { token: user.token })).body.data.status).toBe('approved');
  });

  it('are paged by keyset, pending ones first, newest first; one status at a time as the console reads them', async () => {
    const applicant = async () => (await apply((await api.signInByCode()).token)).body.data.application!;
    const applications = [];
    for (let index = 0; index < 8; index += 1) applications.push(await applicant());
    await review(applications[0]!.id, 'approve');
    const queue = (query: string): PagedList<StreamerApplication> => ({
      read: (cursor, pageSize) =>
        api.call<CursorPage<StreamerApplication>>('GET', `/api/ops/streamer-applications?${query}pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`, { token: customerService.token }),
      key: (application) => application.id,
    });
    const all = await readAll(queue(''));
    expect(all.map((application) => application.status)).toEqual([...all.map((application) => application.status)].sort((a, b) => Number(b === 'pending') - Number(a === 'pending')));
    await expectKeysetPaging(queue(''), { pageSize: 3, between: async () => void (await applicant()) });
    const pending = await readAll(queue('status=pending&'));
    await expectKeysetPaging(queue('status=pending&'), {
      pageSize: 2,
      between: async () => {
        await applicant();
        await review(pending.at(-1)!.id, 'fail', 'Blurry cover picture');
        return [pending.at(-1)!.id];
      },
    });
  });
});
