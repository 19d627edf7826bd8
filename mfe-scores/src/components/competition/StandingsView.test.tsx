// A live table: marked as such, the teams playing marked with how far they moved, and read again
// as the scores of its competition's matches move (not for another competition's).
import type { StandingsRow, StandingsTable } from '@matchday/contracts/sports/contract';
import { initI18n } from '@matchday/shared/i18n/i18n';
import { AppProviders } from '@matchday/ui/AppProviders';
import { act, render, screen, within } from '@testing-library/react';
import { aMatch, pushChannel, resetChannels } from '../../testing/answers';
import { loadRemoteTexts } from '@matchday/ui/testing/renderRemotePage';
import { remoteDefinition } from '../../app/definition';
import { StandingsView } from './StandingsView';
import { STANDINGS_SETTLE_MS } from './useLiveStandings';

vi.mock('@matchday/shared/realtime/realtime', async () => ({ watchChannel: (await import('../../testing/answers')).mockedWatchChannel }));

const row = (position: number, id: string, points: number, patch: Partial<StandingsRow> = {}): StandingsRow => ({
  position, live: false, change: 0, team: { id, name: `Team ${id}`, shortName: `T${id}` }, played: 3, won: 1, drawn: 0, lost: 2, scored: 4, conceded: 5, difference: -1, points, deducted: 0, ...patch,
});
const table = (rows: StandingsRow[], live: boolean): StandingsTable[] => [{ group: '', rules: 'league', tieBreakers: [], live, rows, deductions: [] }];

beforeAll(async () => {
  await initI18n('en_US');
  await loadRemoteTexts(remoteDefinition);
});
beforeEach(() => resetChannels());

it('reads the table again as its matches in progress score, and shows who moved', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const before = table([row(1, '1', 9), row(2, '2', 6), row(3, '3', 4)], false);
  const after = table([row(1, '1', 9), row(2, '3', 7, { live: true, change: 1 }), row(3, '2', 6, { live: true, change: -1 })], true);
  const reload = vi.fn(async () => after);
  render(
    <AppProviders>
      <StandingsView tables={before} live={{ competitionId: '7', sport: 'football', reload }} />
    </AppProviders>,
  );
  expect(screen.queryByTestId('standings-live')).toBeNull();
  // Another competition's goal changes nothing.
  act(() => pushChannel('scores:football', { matches: [aMatch('8', { status: 'live', competition: { id: '9', name: 'Other', shortName: 'O', tier: 1, country: '' } })] }));
  await act(() => vi.advanceTimersByTimeAsync(STANDINGS_SETTLE_MS + 100));
  expect(reload).not.toHaveBeenCalled();
  // Two updates of this competition's match in a moment: one read.
  act(() => pushChannel('scores:football', { matches: [aMatch('5', { status: 'live', homeScore: 1 })] }));
  act(() => pushChannel('scores:football', { matches: [aMatch('5', { status: 'live', homeScore: 2 })] }));
  await act(() => vi.advanceTimersByTimeAsync(STANDINGS_SETTLE_MS + 100));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('standings-live')).toHaveTextContent('LIVE');
  const rows = screen.getAllByTestId('standings-row');
  expect(rows.map((item) => [item.dataset.live, within(item).queryByTestId('standings-change')?.getAttribute('title') ?? null])).toEqual([
    ['false', null],
    ['true', 'Up 1 place'],
    ['true', 'Down 1 place'],
  ]);
  vi.useRealTimers();
});
