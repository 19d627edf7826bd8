import { COMMENT_PATHS } from '@matchday/contracts/comments/contract';
import type { Remark } from '@matchday/contracts/tips/contract';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { aPlan, anExpert, pageOf } from '../../../testing/plans';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

beforeEach(resetHttp);

describe('remarks', () => {
  it('lists experts’ remarks on settled plans as plain text, with the pick and the result', async () => {
    const plan = aPlan({ result: 'hit', selection: { pick: 'over', line: 2.5, mapNumber: null, odds: 1.9 }, market: 'total' });
    const remark: Remark = { id: '1', plan, expert: anExpert(), text: '<b>Goals came late</b>', createdAt: '2026-11-24T22:00:00Z' };
    httpCalls.get.mockImplementation(() => answer(pageOf([remark])));
    await renderRemotePage(remoteDefinition, '/remark');
    const card = await screen.findByTestId('remark');
    expect(card).toHaveTextContent('<b>Goals came late</b>');
    expect(card.querySelector('b')).toBeNull();
    expect(card).toHaveTextContent('Over 2.5 @ 1.90');
    expect(card).toHaveTextContent('Hit');
  });

  it('opens a remark’s comment thread on demand', async () => {
    const remark: Remark = { id: '4', plan: aPlan({ result: 'miss' }), expert: anExpert(), text: 'Unlucky', createdAt: '2026-11-24T22:00:00Z' };
    httpCalls.get.mockImplementation((path: string) => answer(path === COMMENT_PATHS.comments ? { items: [], next: null, total: 0 } : pageOf([remark])));
    const user = userEvent.setup();
    await renderRemotePage(remoteDefinition, '/remark');
    const card = await screen.findByTestId('remark');
    expect(within(card).queryByTestId('comment-thread')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Comments' }));
    expect(await within(card).findByTestId('comment-thread')).toBeInTheDocument();
    await vi.waitFor(() => expect(httpCalls.get).toHaveBeenCalledWith(COMMENT_PATHS.comments, expect.objectContaining({ params: { target: 'remark', targetId: '4' } })));
    await user.click(within(card).getByRole('button', { name: 'Hide comments' }));
    expect(within(card).queryByTestId('comment-thread')).toBeNull();
  });

  it('says when there are none', async () => {
    httpCalls.get.mockImplementation(() => answer(pageOf([])));
    await renderRemotePage(remoteDefinition, '/remark');
    expect(await screen.findByText('No remarks yet')).toBeInTheDocument();
  });
});
