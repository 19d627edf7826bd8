// Development content: demo experts, named as such, publish on upcoming matches through the same
// rules as real experts, once per match, and their plans settle like any other.
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { Plan } from '@matchday/contracts/tips/contract';
import { DEMO_EXPERTS, DemoExperts } from '../src/domains/dev/demoExperts';
import { createTestApi, type TestApi } from './testApi';
import { createMatch, finishMatch } from './tipsFixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('publish picks on upcoming matches once, as demo experts, and those picks settle', async () => {
  for (let index = 0; index < 12; index += 1) await createMatch(api, { sport: index % 3 === 0 ? 'basketball' : 'football', startsIn: 3600 + index * 60 });
  await createMatch(api, { sport: 'esports', discipline: 'cs2', startsIn: 4000 });
  const demo = new DemoExperts(api.db, api.clock, api.services.plans);
  const published = await demo.publish();
  expect(published).toBeGreaterThan(0);
  expect(await demo.publish()).toBe(0);
  const plans = (await api.call<CursorPage<Plan>>('GET', '/api/plans?pageSize=100')).body.data;
  expect(plans.next).toBeNull();
  expect(plans.items).toHaveLength(published);
  for (const plan of plans.items) {
    expect(plan.expert.demo).toBe(true);
    expect(DEMO_EXPERTS.map((expert) => expert.username)).toContain(plan.expert.username);
    expect(plan.expert.username).toMatch(/^Demo expert/);
  }
  const first = plans.items[0]!;
  await finishMatch(api, first.match.id, 1, 0, first.sport === 'esports' ? [{ homeScore: 13, awayScore: 9 }] : []);
  await api.services.settlement.settleDue();
  expect((await api.call<Plan>('GET', `/api/plans/${first.id}`)).body.data.result).not.toBe('pending');
});
