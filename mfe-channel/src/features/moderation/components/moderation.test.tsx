import { type AuditEntry, LIVE_PATHS, type Report } from '@matchday/contracts/lives/contract';
import { pathTo } from '@matchday/contracts/http/paths';
import { initI18n } from '@matchday/shared/i18n/i18n';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { loadRemoteTexts } from '@matchday/ui/testing/renderRemotePage';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { AuditLog } from './AuditLog';
import { ReportsQueue } from './ReportsQueue';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const entry = (id: string, action: string): AuditEntry => ({ id, actor: 'cs', action, targetUserId: '9', targetUsername: 'fan_9', reason: 'Flooding', details: {}, createdAt: '2026-11-24T10:00:00Z' });
const report = (id: string): Report => ({
  id,
  kind: 'chat_message',
  subject: `Message ${id}`,
  targetUserId: '9',
  targetUsername: 'fan_9',
  roomId: '3',
  reason: 'spam',
  reporter: 'fan_4',
  status: 'open',
  createdAt: '2026-11-24T10:00:00Z',
});

beforeAll(async () => {
  await initI18n('en_US');
  await loadRemoteTexts(remoteDefinition);
});
beforeEach(resetHttp);

describe('the audit log', () => {
  it('shows the newest actions, then older ones under them with "Load more" (no page numbers), and says when there are no more', async () => {
    httpCalls.get.mockImplementation((_path: string, options: { params: { cursor?: string } }) =>
      answer(options.params.cursor === 'after-7' ? { items: [entry('6', 'user.ban')], next: null } : { items: [entry('8', 'user.mute'), entry('7', 'report.handled')], next: 'after-7' }),
    );
    render(<AuditLog />);
    expect(await screen.findAllByTestId('audit-entry')).toHaveLength(2);
    expect(screen.queryByText('Newer')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-entry').map((row) => row.getAttribute('data-action'))).toEqual(['user.mute', 'report.handled', 'user.ban']));
    expect(httpCalls.get).toHaveBeenLastCalledWith(LIVE_PATHS.opsAudit, { notifyErrors: false, params: { cursor: 'after-7' } });
    expect(screen.getByText('No more')).toBeInTheDocument();
  });
});

describe('the reports queue', () => {
  it('reads every open report a page at a time, and reads the queue again from its start after a decision', async () => {
    httpCalls.get.mockImplementation((_path: string, options: { params: { cursor?: string } }) =>
      answer(options.params.cursor === 'after-5' ? { items: [report('4')], next: null } : { items: [report('6'), report('5')], next: 'after-5' }),
    );
    httpCalls.post.mockImplementation(() => answer(null));
    render(<ReportsQueue />);
    expect(await screen.findAllByTestId('report')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('report')).toHaveLength(3));
    expect(httpCalls.get).toHaveBeenLastCalledWith(LIVE_PATHS.opsReports, { notifyErrors: false, params: { status: 'open', cursor: 'after-5' } });
    await userEvent.click(screen.getAllByRole('button', { name: 'Mark handled' })[0]!);
    expect(httpCalls.post).toHaveBeenCalledWith(pathTo(LIVE_PATHS.opsReport, { reportId: '6' }), { decision: 'handled' }, expect.anything());
    await waitFor(() => expect(httpCalls.get).toHaveBeenLastCalledWith(LIVE_PATHS.opsReports, { notifyErrors: false, params: { status: 'open' } }));
  });
});
