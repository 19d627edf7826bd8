import { PLAN_PATHS } from '@matchday/contracts/tips/contract';
import { type PublishedPlan, TIPS_PATHS } from '@matchday/contracts/tips/contract';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteTexts } from '@matchday/ui/testing/renderRemotePage';
import { initI18n } from '@matchday/shared/i18n/i18n';
import { remoteDefinition } from '../../../app/definition';
import { MyPlans } from './MyPlans';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const settled = {
  id: '41',
  title: 'Arsenal hold the line',
  match: { home: 'Arsenal', away: 'Chelsea' },
  market: 'handicap',
  result: 'miss',
  sales: 12,
  income: 0,
  refunded: 360,
  remarked: false,
} as unknown as PublishedPlan;

beforeAll(async () => {
  await initI18n('en_US');
  await loadRemoteTexts(remoteDefinition);
});
beforeEach(resetHttp);

describe('my plans', () => {
  it('shows sales, income, refunds and results, and takes one remark on a settled plan', async () => {
    httpCalls.get.mockImplementation(() => answer({ items: [settled, { ...settled, id: '42', result: 'pending', refunded: 0, income: 90 }], next: null }));
    httpCalls.post.mockImplementation(() => answer({ id: '1' }));
    render(<MyPlans />);
    const rows = await screen.findAllByTestId('my-plan');
    expect(rows[0]).toHaveTextContent('Sold: 12');
    expect(rows[0]).toHaveTextContent('Refunded: 360 coins');
    expect(rows[1]).toHaveTextContent('Income: 90 coins');
    expect(screen.getAllByTestId('write-remark')).toHaveLength(1);
    await userEvent.click(screen.getByTestId('write-remark'));
    await userEvent.type(screen.getByTestId('remark-text'), 'The press came too late.');
    await userEvent.click(screen.getByTestId('send-remark'));
    expect(await screen.findByText('Remark published')).toBeInTheDocument();
    expect(httpCalls.post).toHaveBeenCalledWith(TIPS_PATHS.remarks, { planId: 41, text: 'The press came too late.' }, expect.anything());
    expect(httpCalls.get).toHaveBeenCalledWith(PLAN_PATHS.publishedPlans, expect.anything());
  });

  it('shows older plans under the newer ones with "Load more" (no page numbers)', async () => {
    httpCalls.get.mockImplementation((_path: string, options: { params: { cursor?: string } }) =>
      answer(options.params.cursor === 'after-42' ? { items: [{ ...settled, id: '40', title: 'Older pick' }], next: null } : { items: [{ ...settled, id: '42' }], next: 'after-42' }),
    );
    render(<MyPlans />);
    expect(await screen.findAllByTestId('my-plan')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older pick')).toBeInTheDocument();
    expect(screen.getAllByTestId('my-plan').map((row) => row.getAttribute('data-plan-id'))).toEqual(['42', '40']);
    expect(httpCalls.get).toHaveBeenLastCalledWith(PLAN_PATHS.publishedPlans, expect.objectContaining({ params: { pageSize: 20, cursor: 'after-42' } }));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
