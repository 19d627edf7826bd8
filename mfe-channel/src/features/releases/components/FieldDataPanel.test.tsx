import { RELEASE_PATHS } from '@matchday/contracts/releases/contract';
import { RUM_PATHS } from '@matchday/contracts/rum/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remoteDefinition } from '../../../app/definition';
import { REFRESH_EVERY_MS } from '../hooks/useRefreshEvery';
import { FIGURES, NO_FIGURES } from './fieldDataFixture';
import { RELEASES } from './releasesFixture';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const figuresAsked = () => httpCalls.get.mock.calls.filter(([path]) => path === RUM_PATHS.figures).map(([, options]) => options);
// The release above the field data reads too; it always answers here.
const answering = (reply: () => Promise<unknown>) =>
  httpCalls.get.mockImplementation((path: string) =>
    path === RUM_PATHS.figures ? reply() : path === RELEASE_PATHS.releases ? answer(RELEASES) : Promise.reject(new Error(`unexpected GET ${path}`)),
  );

const cells = (row: HTMLElement) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((cell) => cell.textContent)];

beforeEach(() => {
  resetHttp();
  signIn('token', { id: '7', username: 'ops', avatarUrl: null, roles: ['user', 'operator'] }, 0);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('field data in the releases tab', () => {
  it('shows each remote version’s figures, formatted, the most viewed version of a remote first', async () => {
    answering(() => answer(FIGURES));
    await renderRemotePage(remoteDefinition, '/ops?tab=releases');
    const rows = await screen.findAllByTestId('field-data-row');
    expect(rows.map(cells)).toEqual([
      ['news', '2.3.1', '12,840', '51,200', '0.2%', '0.03%', '2,140 ms', '96 ms', '', '–'],
      ['news', '2.4.0', '120', '480', '5%', '2.5%', '3,180 ms', '240 ms', '', "Cannot read properties of undefined (reading 'cover') 1,240 reportsRequest failed with status code 500 3 reports"],
      ['scores', '3.0.0', '0', '2', '–', '–', '–', '–', '–', '–'],
    ]);
    // What the canary's errors said, most reported first.
    expect(within(within(rows[1]!).getByTestId('top-errors')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Cannot read properties of undefined (reading 'cover') 1,240 reports",
      'Request failed with status code 500 3 reports',
    ]);
    expect(within(rows[1]!).getByRole('img')).toHaveAccessibleName(
      'news 2.4.0 per minute: error rate at most 10%, 10% in the last minute; p75 LCP at most 3,400 ms, 3,400 ms in the last minute',
    );
    expect(screen.getByRole('columnheader', { name: 'p75 LCP' }).querySelector('abbr')).toHaveAttribute('title', 'Largest Contentful Paint, 75th percentile');
    expect(screen.getByTestId('field-data-dropped')).toHaveTextContent('Dropped beacons — malformed: 3, refused as a flood: 1,250');
    expect(figuresAsked()).toEqual([{ notifyErrors: false, params: { minutes: 60 } }]);
  });

  it('asks for the span chosen: 15 minutes to 24 hours', async () => {
    answering(() => answer(FIGURES));
    await renderRemotePage(remoteDefinition, '/ops?tab=releases');
    await screen.findAllByTestId('field-data-row');
    const spans = within(screen.getByRole('group', { name: 'Span' }));
    expect(spans.getAllByRole('button').map((button) => button.textContent)).toEqual(['15 minutes', '1 hour', '6 hours', '24 hours']);
    expect(spans.getByRole('button', { name: '1 hour' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(spans.getByRole('button', { name: '6 hours' }));
    await waitFor(() => expect(figuresAsked().at(-1)).toEqual({ notifyErrors: false, params: { minutes: 360 } }));
    expect(spans.getByRole('button', { name: '6 hours' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(spans.getByRole('button', { name: '15 minutes' }));
    await waitFor(() => expect(figuresAsked().at(-1)).toEqual({ notifyErrors: false, params: { minutes: 15 } }));
    // Choosing the span already chosen asks nothing more, and keeps it chosen.
    const asked = figuresAsked().length;
    await userEvent.click(spans.getByRole('button', { name: '15 minutes' }));
    expect(spans.getByRole('button', { name: '15 minutes' })).toHaveAttribute('aria-pressed', 'true');
    expect(figuresAsked()).toHaveLength(asked);
  });

  it('says when the span has no field data yet', async () => {
    answering(() => answer(NO_FIGURES));
    await renderRemotePage(remoteDefinition, '/ops?tab=releases');
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No field data in this span yet');
    expect(screen.queryByTestId('field-data-table')).toBeNull();
    expect(screen.getByTestId('field-data-dropped')).toHaveTextContent('malformed: 0, refused as a flood: 0');
  });

  it('shows a failed read with a retry that reads again', async () => {
    answering(() => Promise.reject(new Error('Network Error')));
    await renderRemotePage(remoteDefinition, '/ops?tab=releases');
    const failed = await screen.findByTestId('error-state');
    expect(failed).toHaveTextContent('Failed to load');
    answering(() => answer(FIGURES));
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('field-data-row')).toHaveLength(3);
    expect(screen.queryByTestId('error-state')).toBeNull();
  });

  it('reads again every 30 seconds, keeping the figures it has when a refresh fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    answering(() => answer(FIGURES));
    await renderRemotePage(remoteDefinition, '/ops?tab=releases');
    await screen.findAllByTestId('field-data-row');
    expect(figuresAsked()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(REFRESH_EVERY_MS - 1));
    expect(figuresAsked()).toHaveLength(1);
    answering(() => Promise.reject(new Error('Network Error')));
    act(() => vi.advanceTimersByTime(1));
    expect(figuresAsked()).toHaveLength(2);
    expect(await screen.findByTestId('field-data-stale')).toHaveTextContent('The figures could not be refreshed just now');
    expect(screen.getAllByTestId('field-data-row')).toHaveLength(3);
    answering(() => answer(NO_FIGURES));
    act(() => vi.advanceTimersByTime(REFRESH_EVERY_MS));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No field data in this span yet');
    expect(screen.queryByTestId('field-data-stale')).toBeNull();
    expect(figuresAsked()).toHaveLength(3);
  });

  it('stops reading once the tab is left', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    answering(() => answer(FIGURES));
    const view = await renderRemotePage(remoteDefinition, '/ops?tab=releases');
    await screen.findAllByTestId('field-data-row');
    view.unmount();
    act(() => vi.advanceTimersByTime(REFRESH_EVERY_MS * 3));
    expect(figuresAsked()).toHaveLength(1);
  });

  it('is written in Arabic too', async () => {
    answering(() => answer(FIGURES));
    await renderRemotePage(remoteDefinition, '/ops?tab=releases', 'ar');
    const rows = await screen.findAllByTestId('field-data-row');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('لوحة الإصدارات');
    expect(screen.getByRole('columnheader', { name: 'معدل الأخطاء' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('img').getAttribute('aria-label')).toContain('ملّي ثانية');
  });
});
