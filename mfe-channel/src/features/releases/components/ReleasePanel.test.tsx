import { RELEASE_PATHS, type ReleasesResponse } from '@matchday/contracts/releases/contract';
import { RUM_PATHS } from '@matchday/contracts/rum/contract';
import type { Role } from '@matchday/contracts/accounts/contract';
import { formatsFor } from '@matchday/shared/format/format';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { REFRESH_EVERY_MS } from '../hooks/useRefreshEvery';
import { NO_FIGURES } from './fieldDataFixture';
import { NO_RELEASE, RELEASES, ROLLED_BACK_NOTE } from './releasesFixture';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const as = (...roles: Role[]) => signIn('token', { id: '7', username: 'staff', avatarUrl: null, roles: ['user', ...roles] }, 0);
const answering = (releases: () => Promise<unknown>) =>
  httpCalls.get.mockImplementation((path: string) =>
    path === RELEASE_PATHS.releases ? releases() : path === RUM_PATHS.figures ? answer(NO_FIGURES) : Promise.reject(new Error(`unexpected GET ${path}`)),
  );
const releaseReads = () => httpCalls.get.mock.calls.filter(([path]) => path === RELEASE_PATHS.releases);
const en = formatsFor('en_US');
/** A time as toHaveTextContent reads it: its no-break spaces (before AM) are spaces there. */
const spoken = (at: string) => en.dateTime(at).replace(/\s/g, ' ');

const cells = (row: HTMLElement) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)];

async function openReleases(releases: ReleasesResponse = RELEASES, language: 'en_US' | 'ar' = 'en_US') {
  answering(() => answer(releases));
  await renderRemotePage(remoteDefinition, '/ops?tab=releases', language);
  return screen.findByTestId('release-panel');
}

beforeEach(() => {
  resetHttp();
  as('operator');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the release in the releases tab', () => {
  it('shows what runs now: the environment, its release with note and time, and each remote’s version, switch and canary', async () => {
    const panel = await openReleases();
    expect(await within(panel).findByTestId('release-summary')).toHaveTextContent(`Environment production: release 14, published ${spoken('2026-11-20T10:30:00Z')}`);
    expect(within(panel).getByTestId('release-note')).toHaveTextContent('canary mfe-live 2.3.0 at 10%');
    const table = within(panel).getByTestId('release-remotes');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Remote', 'Stable version', 'On or off', 'Canary', 'Actions']);
    const rows = within(table).getAllByTestId('release-remote-row');
    expect(rows.map((row) => cells(row).slice(0, 4))).toEqual([
      ['mfe-scores', '3.0.0', 'On', '–'],
      ['mfe-live', '2.2.0', 'On', `2.3.0 to 10%since ${en.dateTime('2026-11-20T10:30:00Z')}`],
      ['mfe-tips', '1.9.1', 'Off', '–'],
      ['mfe-news', '1.6.0', 'On', '–'],
      ['mfe-account', '1.5.0', 'On', '–'],
      ['mfe-channel', '1.6.0', 'On', '–'],
    ]);
    // An operator's actions: a canary's own where one runs, the switch as it would turn.
    const actions = (remote: string) => within(rows.find((row) => row.dataset.remote === remote)!).getAllByRole('button').map((button) => button.textContent);
    expect(actions('live')).toEqual(['Switch off', 'Pin a version', 'Change the share', 'Promote', 'Stop the canary']);
    expect(actions('tips')).toEqual(['Switch on', 'Pin a version', 'Start a canary']);
    expect(within(panel).getByRole('button', { name: 'Roll back to release 13' })).toBeEnabled();
    expect(releaseReads()).toEqual([[RELEASE_PATHS.releases, { notifyErrors: false }]]);
  });

  it('lists the last releases newest first, each with its time, its whole note and the canaries it ran', async () => {
    const panel = await openReleases();
    const history = await within(panel).findByTestId('release-history');
    const entries = () => within(history).getAllByTestId('release-history-entry');
    expect(entries().map((entry) => entry.dataset.release)).toEqual(['14', '13', '12', '11', '10']);
    const [current, rolledBack, canaried] = entries();
    expect(current).toHaveTextContent(`Release 14${spoken('2026-11-20T10:30:00Z')}Current`);
    expect(within(current!).getAllByTestId('release-history-canary').map((chip) => chip.textContent)).toEqual(['mfe-live 2.3.0 at 10%']);
    // The canary judge's note, figures and all, wrapped rather than cut.
    const note = within(rolledBack!).getByTestId('release-history-note');
    expect(note.textContent).toBe(ROLLED_BACK_NOTE);
    expect(note).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(rolledBack!).queryByTestId('release-history-canary')).toBeNull();
    expect(within(canaried!).getAllByTestId('release-history-canary').map((chip) => chip.textContent)).toEqual(['mfe-news 1.6.5 at 5%']);
    // The rest of the answer's history on demand.
    const toggle = within(history).getByRole('button', { name: 'Show all releases' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(entries().map((entry) => entry.dataset.release)).toEqual(['14', '13', '12', '11', '10', '9']);
    expect(within(history).getByRole('button', { name: 'Show fewer releases' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('is read-only for customer service: the same release and history, and no action at all', async () => {
    as('customer_service');
    const panel = await openReleases();
    expect(within(panel).getByText('The release this environment serves, read-only: only an operator can change it.')).toBeInTheDocument();
    const table = await within(panel).findByTestId('release-remotes');
    expect(within(table).getAllByTestId('release-remote-row')).toHaveLength(6);
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(within(panel).queryByRole('button', { name: /Roll back/ })).toBeNull();
    expect(within(panel).getAllByTestId('release-history-entry')).toHaveLength(5);
  });

  it('gives customer service who are operators too the actions', async () => {
    as('customer_service', 'operator');
    const panel = await openReleases();
    expect(await within(panel).findByRole('button', { name: 'Roll back to release 13' })).toBeInTheDocument();
  });

  it('offers no roll-back from the first release', async () => {
    const first = { ...RELEASES, current: RELEASES.history[5]!, canaries: [], history: [RELEASES.history[5]!] };
    const panel = await openReleases(first);
    expect(await within(panel).findByTestId('release-remotes')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Roll back/ })).toBeNull();
  });

  it('says when the environment has no release yet', async () => {
    const panel = await openReleases(NO_RELEASE);
    expect(await within(panel).findByTestId('empty-state')).toHaveTextContent('production has no release yet');
    expect(within(panel).queryByTestId('release-remotes')).toBeNull();
  });

  it('reads again every 30 seconds, keeping what it shows when a refresh fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const panel = await openReleases();
    await within(panel).findByTestId('release-remotes');
    expect(releaseReads()).toHaveLength(1);
    answering(() => Promise.reject(new Error('Network Error')));
    act(() => vi.advanceTimersByTime(REFRESH_EVERY_MS));
    expect(releaseReads()).toHaveLength(2);
    expect(await within(panel).findByTestId('release-stale')).toHaveTextContent('The release could not be read again just now');
    expect(within(panel).getAllByTestId('release-remote-row')).toHaveLength(6);
    // Another operator promoted the canary meanwhile: the next read shows it.
    const promoted = { ...RELEASES, current: { ...RELEASES.current!, release: 15 }, canaries: [] };
    answering(() => answer(promoted));
    act(() => vi.advanceTimersByTime(REFRESH_EVERY_MS));
    expect(await within(panel).findByText(/release 15/)).toBeInTheDocument();
    expect(within(panel).queryByTestId('release-stale')).toBeNull();
    expect(releaseReads()).toHaveLength(3);
  });

  it('shows a failed first read with a retry', async () => {
    answering(() => Promise.reject(new Error('Network Error')));
    await renderRemotePage(remoteDefinition, '/ops?tab=releases');
    const panel = await screen.findByTestId('release-panel');
    const failed = await within(panel).findByTestId('error-state');
    answering(() => answer(RELEASES));
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findAllByTestId('release-remote-row')).toHaveLength(6);
  });

  it('is written in Arabic too', async () => {
    const panel = await openReleases(RELEASES, 'ar');
    expect(await within(panel).findByRole('columnheader', { name: 'النسخة المستقرة' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('ما يعمل الآن');
    expect(within(panel).getByRole('button', { name: 'الرجوع إلى الإصدار 13' })).toBeInTheDocument();
  });
});
