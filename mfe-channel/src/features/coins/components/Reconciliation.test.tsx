import type { ReconciliationReport } from '@matchday/contracts/coins/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const run = { startedAt: '2026-12-07T18:00:00Z', finishedAt: '2026-12-07T18:00:04Z', since: '2026-12-04T18:00:00Z', checked: 42, error: null };
const found: ReconciliationReport = {
  run,
  findings: [
    { provider: 'stripe', sessionId: 'cs_1', topUpId: '71', problem: 'refunded there, not taken back here', detail: 're_1: 600 refunded; top-up is paid' },
    { provider: 'alipay', sessionId: 'matchday90', topUpId: null, problem: 'unknown to Matchday', detail: '6800 CNY paid' },
  ],
};

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '1', username: 'cs', avatarUrl: null, roles: ['user', 'customer_service'] }, 0);
});

describe('reconciliation in the console', () => {
  it('shows the last run and each difference in the reader’s words; a run asked for shows its own findings', async () => {
    httpCalls.get.mockImplementation(() => answer(found));
    await renderRemotePage(remoteDefinition, '/ops?tab=reconciliation');
    const rows = await screen.findAllByTestId('reconciliation-finding');
    expect(rows[0]).toHaveTextContent('Refunded there, coins not taken back');
    expect(rows[0]).toHaveTextContent('71');
    expect(rows[1]).toHaveTextContent('Paid, unknown to Matchday');
    expect(rows[1]).toHaveTextContent('matchday90');
    expect(screen.getByTestId('reconciliation-run')).toHaveTextContent('42 top-ups');

    httpCalls.post.mockImplementation(() => answer({ run: { ...run, checked: 43 }, findings: [] }));
    await userEvent.click(screen.getByTestId('reconciliation-now'));
    expect(await screen.findByTestId('reconciliation-clean')).toHaveTextContent('agree');
    expect(screen.queryAllByTestId('reconciliation-finding')).toHaveLength(0);
    expect(httpCalls.post).toHaveBeenCalledWith('/api/ops/reconciliation', {}, { notifyErrors: false });
  });

  it('says when it never ran, and when a run asked for is refused (another one running)', async () => {
    httpCalls.get.mockImplementation(() => answer({ run: null, findings: [] }));
    httpCalls.post.mockImplementation(() => refusal('The service is busy; try again shortly'));
    await renderRemotePage(remoteDefinition, '/ops?tab=reconciliation');
    expect(await screen.findByText('Reconciliation has not run yet')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('reconciliation-now'));
    expect(await screen.findByText('The service is busy; try again shortly')).toBeInTheDocument();
  });
});
