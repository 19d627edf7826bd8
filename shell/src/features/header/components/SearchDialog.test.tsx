import type { SiteSearchResults } from '@matchday/contracts/search/contract';
import { i18n, initI18n } from '@matchday/shared/i18n/i18n';
import { BrowserRouter, useLocation } from '@matchday/shared/routing/router';
import { AppProviders } from '@matchday/ui/AppProviders';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { registerShellNamespace } from '../../../i18n/shellNamespace';
import { searchSite } from '../api/searchApi';
import { Header } from './Header';

vi.mock('../api/searchApi', () => ({ searchSite: vi.fn() }));
const searchMock = vi.mocked(searchSite);

const match = { id: '70', status: 'not_started' as const, startsAt: '2026-11-21T15:00:00.000Z', home: 'Liverpool', away: 'Tottenham Hotspur' };
const NOTHING: SiteSearchResults = { teams: [], competitions: [], players: [], streamers: [], experts: [], articles: [] };
const TOTTENHAM: SiteSearchResults = {
  ...NOTHING,
  teams: [{ id: '1', name: 'Tottenham Hotspur', shortName: 'TOT', sport: 'football', discipline: 'football', country: 'GB', match }],
  players: [{ id: '4', name: 'Harry Tottenham', sport: 'football', team: { id: '1', name: 'Tottenham Hotspur' }, match }],
  streamers: [{ id: '5', username: 'TotCast', live: true }],
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderSearch() {
  render(
    <AppProviders>
      <BrowserRouter>
        <Header isAvailable={() => true} />
        <Where />
      </BrowserRouter>
    </AppProviders>,
  );
  return screen.getByRole('button', { name: /^(Search|搜索)$/ });
}

async function openAndType(text: string) {
  const button = renderSearch();
  button.focus();
  fireEvent.click(button);
  const field = await screen.findByRole('combobox');
  fireEvent.change(field, { target: { value: text } });
  return { button, field };
}

describe('the site search', () => {
  beforeAll(async () => {
    await initI18n('en_US');
    await registerShellNamespace();
  });
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
    window.history.replaceState(null, '', '/');
    searchMock.mockReset();
  });

  it('opens from the header with the focus in its field, and finds a misspelt team once typing pauses', async () => {
    searchMock.mockResolvedValue(TOTTENHAM);
    const { field } = await openAndType('Tot');
    expect(field).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Totenham' } });
    const teams = await screen.findByRole('group', { name: 'Teams' });
    expect(within(teams).getByRole('option', { name: /Tottenham Hotspur/ })).toHaveAttribute('href', '/pc/detail?id=70');
    expect(within(screen.getByRole('group', { name: 'Players' })).getByRole('option', { name: /Harry Tottenham/ })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Streamers' })).getByRole('option', { name: /TotCast.*Live now/ })).toBeInTheDocument();
    expect(searchMock.mock.calls.map(([text]) => text)).toEqual(['Totenham']);
    expect(screen.getByRole('status')).toHaveTextContent('3 results');
  });

  it('moves through the results with the arrows, opens one with Enter and closes', async () => {
    searchMock.mockResolvedValue(TOTTENHAM);
    const { field } = await openAndType('Totenham');
    const best = await screen.findByRole('option', { name: /^Tottenham Hotspur/ });
    expect(best).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', best.id);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const player = screen.getByRole('option', { name: /Harry Tottenham/ });
    expect(player).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', player.id);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: /TotCast/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByTestId('where')).toHaveTextContent('/pc/detail?id=70&tab=lineups');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves an input method its Enter, opens a result on a click, and closes on Escape with the focus back on its button', async () => {
    searchMock.mockResolvedValue(TOTTENHAM);
    const { button, field } = await openAndType('Totenham');
    await screen.findByRole('option', { name: /^Tottenham Hotspur/ });
    fireEvent.keyDown(field, { key: 'Enter', isComposing: true });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    fireEvent.click(screen.getByRole('option', { name: /TotCast/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/pc/live?id=5');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(button);
    fireEvent.keyDown(await screen.findByRole('combobox'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('says what it is doing, when nothing was found and when it failed, in the fan’s language', async () => {
    await i18n.changeLanguage('zh_CN');
    let answer: (results: SiteSearchResults) => void = () => undefined;
    searchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { field } = await openAndType('zzqx');
    expect(await screen.findByText('正在搜索…')).toBeInTheDocument();
    await waitFor(() => expect(searchMock).toHaveBeenCalledWith('zzqx', expect.any(AbortSignal)));
    expect(screen.getByText('正在搜索…')).toBeInTheDocument();
    answer(NOTHING);
    expect(await screen.findByText('没有找到与“zzqx”相关的内容')).toBeInTheDocument();

    searchMock.mockRejectedValueOnce(new Error('offline'));
    fireEvent.change(field, { target: { value: 'Arsenal' } });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('暂时无法完成搜索。');
    searchMock.mockResolvedValue({ ...NOTHING, teams: [{ ...TOTTENHAM.teams[0]!, id: '2', name: 'Arsenal', match: null }] });
    fireEvent.click(within(failure).getByRole('button'));
    expect(await screen.findByRole('option', { name: /Arsenal.*足球/ })).toHaveAttribute('href', '/news?team=2');
  });
});
