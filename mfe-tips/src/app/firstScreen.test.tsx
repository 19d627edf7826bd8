// @vitest-environment node
// The tips remote's first screens as the shell's server gets them: the tipster ranking of the
// address's period and the experts' remarks, drawn on a server from the answers it was given.
import { blindBoxRead, planRead, RANKING_SORTS, type RankingEntry, rankingRead, type Remark, remarkListRead } from '@matchday/contracts/tips/contract';
import { planListRead } from '@matchday/contracts/tips/contract';
import { firstReadKey } from '@matchday/shared/firstScreen/firstAnswers';
import { firstReadsFor } from '@matchday/shared/firstScreen/firstReads';
import type { FirstScreenRequest } from '@matchday/shared/firstScreen/firstScreen';
import { aPlan, anExpert } from '../testing/plans';
import { renderFirstScreen, routes } from './firstScreen';

function request(routeId: 'ranking' | 'remark' | 'plan' | 'mPlan' | 'box', pathname: string, search: string, data: unknown): FirstScreenRequest {
  const [read] = firstReadsFor(routeId, { search, timeZone: 'UTC' })!;
  return { routeId, location: { pathname, search, hash: '' }, locale: 'en_US', mode: 'light', timeZone: 'UTC', phone: false, answers: { [firstReadKey(read!)]: data } };
}

describe("the tips remote's first screens", () => {
  it('draws the ranking of the address’s period in its first sort', async () => {
    expect(routes).toEqual(['ranking', 'remark', 'plan', 'mPlan', 'box']);
    expect(firstReadsFor('ranking', { search: '?tab=month', timeZone: 'UTC' })).toEqual([rankingRead('month', RANKING_SORTS[0])]);
    const entries: RankingEntry[] = [
      { rank: 1, expert: anExpert({ id: '31', username: 'Demo Oracle' }), picks: 12, hits: 9, hitRate: 0.75, return: 4.2 },
      { rank: 2, expert: anExpert({ id: '32', username: 'Demo Scout' }), picks: 10, hits: 6, hitRate: 0.6, return: -1.5 },
    ];
    const { html } = await renderFirstScreen(request('ranking', '/ranking', '?tab=month', entries));
    expect(html.match(/data-testid="ranking-row"/g)).toHaveLength(2);
    expect(html).toContain('Demo Oracle');
    expect(html).toContain('href="/ranking?expert=32"');
    expect(html).toContain('aria-selected="true">This month</button>');
  });

  it('has none for a tipster’s page, and reads the first period for an unknown one', () => {
    expect(firstReadsFor('ranking', { search: '?expert=31', timeZone: 'UTC' })).toBeNull();
    expect(firstReadsFor('ranking', { search: '?tab=decade', timeZone: 'UTC' })).toEqual([rankingRead('week', 'hitRate')]);
  });

  it('draws the newest remarks', async () => {
    expect(firstReadsFor('remark', { search: '?anything=1', timeZone: 'UTC' })).toEqual([remarkListRead(null)]);
    const remark: Remark = { id: '5', plan: aPlan({ result: 'miss', title: 'Late goals' }), expert: anExpert(), text: 'The keeper saved it all', createdAt: '2026-11-27T22:00:00Z' };
    const { html } = await renderFirstScreen(request('remark', '/remark', '', { items: [remark], next: null }));
    expect(html.match(/data-testid="remark"/g)).toHaveLength(1);
    expect(html).toContain('The keeper saved it all');
    expect(html).toContain('Late goals');
  });

  it("draws the plans on sale of the tab's sport and the blind box, as a visitor sees them", async () => {
    expect(firstReadsFor('plan', { search: '?tab=basketball', timeZone: 'UTC' })).toEqual([planListRead({ sport: 'basketball' }, null)]);
    expect(firstReadsFor('mPlan', { search: '?tab=recommended', timeZone: 'UTC' })).toEqual([planListRead({}, null)]);
    expect(firstReadsFor('plan', { search: '?id=41', timeZone: 'UTC' })).toEqual([planRead('41')]);
    expect(firstReadsFor('plan', { search: '?id=4x', timeZone: 'UTC' })).toEqual([planListRead({}, null)]);
    const plan = await renderFirstScreen(request('plan', '/plan', '?id=41', aPlan({ id: '41', title: 'Spurs edge it' })));
    expect(plan.html).toContain('data-testid="plan-detail"');
    expect(plan.html).toContain('Spurs edge it');
    const plans = await renderFirstScreen(request('mPlan', '/m/plan', '', { items: [aPlan({ title: 'Arsenal to cover' })], next: null }));
    expect(plans.html.match(/data-testid="plan-card"/g)).toHaveLength(1);
    expect(plans.html).toContain('Arsenal to cover');
    expect(firstReadsFor('box', { search: '', timeZone: 'UTC' })).toEqual([blindBoxRead()]);
    const box = await renderFirstScreen(request('box', '/box', '', { price: 18, available: 4 }));
    expect(box.html).toContain('data-testid="box-price"');
    expect(box.html).toContain('18 coins');
  });
});
