// Feedback: anyone may send it, every field is checked, a signed-in sender is remembered, and one
// address cannot flood it.
import { FEEDBACK_PATHS } from '@matchday/contracts/feedback/contract';
import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { RATE_LIMITS } from '../src/limits/rateLimits';
import { createTestApi, type TestApi } from './testApi';
import { newPlan } from './tipsFixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const rows = (id: string) => api.db.query<{ user_id: string | null; category: string; content: string; contact: string }>('SELECT user_id::text, category, content, contact FROM feedback WHERE id = $1', [id]);

describe('feedback', () => {
  it('a visitor sends feedback; it is stored trimmed, without an account', async () => {
    const answer = await api.call<{ id: string }>('POST', FEEDBACK_PATHS.feedback, { body: { category: 'bug', content: '  The calendar skips Sunday  ', contact: ' fan@example.com ' } });
    expect(answer.body.code).toBe(0);
    expect(await rows(answer.body.data.id)).toEqual([{ user_id: null, category: 'bug', content: 'The calendar skips Sunday', contact: 'fan@example.com' }]);
  });

  it('a signed-in user’s feedback is linked to their account', async () => {
    const account = await api.signInByCode();
    const answer = await api.call<{ id: string }>('POST', FEEDBACK_PATHS.feedback, { token: account.token, body: { category: 'suggestion', content: 'Add cricket please' } });
    expect((await rows(answer.body.data.id))[0]!.user_id).toBe(account.user.id);
  });

  it.each([
    [{ category: 'bug' }, 'Please describe your feedback'],
    [{ category: 'bug', content: '   ' }, 'Please describe your feedback'],
    [{ category: 'bug', content: 'bad' }, 'Please write at least 5 characters'],
    [{ category: 'bug', content: 'x'.repeat(501) }, 'Feedback must be at most 500 characters'],
    [{ category: 'bug', content: 'A real problem', contact: 'x'.repeat(101) }, 'Contact details must be at most 100 characters'],
    [{ category: 'praise', content: 'A real problem' }, 'Please choose a type of feedback'],
  ])('refuses %j with a clear message and stores nothing', async (body, message) => {
    const before = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM feedback');
    const answer = await api.call('POST', FEEDBACK_PATHS.feedback, { body, headers: { lan: 'en_US' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 3000, msg: message });
    expect(await api.db.query('SELECT count(*)::int AS count FROM feedback')).toEqual(before);
  });

  it('messages follow the language', async () => {
    const answer = await api.call('POST', FEEDBACK_PATHS.feedback, { body: { category: 'bug' }, headers: { lan: 'de' } });
    expect((answer.body as { msg: string }).msg).not.toBe('Please describe your feedback');
    expect((answer.body as { msg: string }).msg.length).toBeGreaterThan(0);
  });

  it(`one address may send ${RATE_LIMITS.feedbackPerAddress.max} an hour`, async () => {
    const address = '192.0.2.77';
    for (let index = 0; index < RATE_LIMITS.feedbackPerAddress.max; index += 1)
      expect((await api.call('POST', FEEDBACK_PATHS.feedback, { address, body: { category: 'other', content: `Message number ${index}` } })).body.code).toBe(0);
    const refused = await api.call('POST', FEEDBACK_PATHS.feedback, { address, body: { category: 'other', content: 'One too many' } });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(3000);
    api.clock.advance(3601);
    expect((await api.call('POST', FEEDBACK_PATHS.feedback, { address, body: { category: 'other', content: 'An hour later' } })).body.code).toBe(0);
  });
});

describe('published plans', () => {
  it('an expert sees the plans they published, newest first; another user sees none of theirs', async () => {
    const expert = await api.withRoles(['user', 'expert']);
    for (const title of ['First plan', 'Second plan']) await newPlan(api, expert.token, { title, price: 10 });
    const mine = await api.call<{ items: { title: string; unlocked: boolean }[]; next: string | null }>('GET', PLAN_PATHS.publishedPlans, { token: expert.token });
    expect(mine.body.data.next).toBeNull();
    expect(mine.body.data.items.map((plan) => [plan.title, plan.unlocked])).toEqual([['Second plan', true], ['First plan', true]]);
    const other = await api.signInByCode();
    expect((await api.call('GET', PLAN_PATHS.publishedPlans, { token: other.token })).body.data).toEqual({ items: [], next: null });
    expect((await api.call('GET', PLAN_PATHS.publishedPlans)).body.code).toBe(3001);
  });
});
