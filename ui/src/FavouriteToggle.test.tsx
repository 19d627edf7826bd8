import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { i18n, initI18n } from '@matchday/shared/i18n/i18n';
import { answer, httpCalls, refusal, resetHttp } from '@matchday/shared/testing/mockHttp';
import { favouritesStore, useFavourites } from '@matchday/shared/stores/favouritesStore';
import { signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { AppProviders } from './AppProviders';
import { FavouriteToggle } from './FavouriteToggle';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const user = { id: 'u1', username: 'fan', avatarUrl: null, roles: ['user' as const] };
const star = () => screen.getByTestId('favourite-toggle');

function renderToggle(onRowClick = () => {}) {
  return render(
    <AppProviders>
      <a href="/match/42" onClick={onRowClick}>
        Match 42 <FavouriteToggle kind="match" id="42" />
      </a>
    </AppProviders>,
  );
}

async function signedInWith(items: { kind: string; id: string; createdAt: string }[]) {
  httpCalls.get.mockReturnValue(answer({ items, limit: 500 }));
  act(() => signIn('t-1', user));
  await vi.waitFor(() => expect(favouritesStore.getState().status).toBe('ready'));
}

describe('favourite toggle', () => {
  beforeAll(() => initI18n('en_US'));
  beforeEach(async () => {
    resetHttp();
    act(() => signOut());
    await i18n.changeLanguage('en_US');
  });

  it('shows a starred match as pressed and unstars it with a click', async () => {
    await signedInWith([{ kind: 'match', id: '42', createdAt: '2026-11-20T10:00:00.000Z' }]);
    httpCalls.delete.mockReturnValue(answer({ kind: 'match', id: '42', starred: false }));
    renderToggle();
    expect(star()).toHaveAttribute('aria-pressed', 'true');
    expect(star()).toHaveAccessibleName('Remove from favourites');
    await userEvent.click(star());
    expect(star()).toHaveAttribute('aria-pressed', 'false');
    expect(star()).toHaveAccessibleName('Add to favourites');
    expect(httpCalls.delete).toHaveBeenCalledWith('/api/favourites/match/42', { notifyErrors: false });
  });

  it('a refused star is taken back and the reason shown', async () => {
    await signedInWith([]);
    httpCalls.put.mockImplementation(() => refusal('You can keep at most 500 favourites; remove some first'));
    const toasts: string[] = [];
    const subscription = eventBus.on('toast').subscribe((toast) => toasts.push(toast.message));
    renderToggle();
    await userEvent.click(star());
    await vi.waitFor(() => expect(toasts).toEqual(['You can keep at most 500 favourites; remove some first']));
    subscription.unsubscribe();
    expect(star()).toHaveAttribute('aria-pressed', 'false');
  });

  it('a visitor’s click asks for a login and does not follow the row’s link', async () => {
    const prompts: string[] = [];
    const subscription = eventBus.on('auth.loginRequired').subscribe((request) => prompts.push(request.returnTo));
    let rowClicked = false;
    renderToggle(() => (rowClicked = true));
    // fireEvent answers false when the click's default (following the link) was prevented.
    expect(fireEvent.click(star())).toBe(false);
    subscription.unsubscribe();
    expect(prompts).toEqual([`${location.pathname}${location.search}`]);
    expect(rowClicked).toBe(false);
    expect(httpCalls.put).not.toHaveBeenCalled();
    expect(star()).toHaveAttribute('aria-pressed', 'false');
  });

  it('speaks the user’s language', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderToggle();
    expect(await screen.findByRole('button', { name: 'Ajouter aux favoris' })).toBeInTheDocument();
  });

  it('useFavourites gives the ids of a kind and puts starred rows first, following changes', async () => {
    await signedInWith([
      { kind: 'team', id: '3', createdAt: '2026-11-20T10:00:00.000Z' },
      { kind: 'match', id: '9', createdAt: '2026-11-19T10:00:00.000Z' },
    ]);
    const { result } = renderHook(() => useFavourites());
    expect(result.current.ids('match')).toEqual(['9']);
    expect(result.current.isFavourite('team', '3')).toBe(true);
    expect(result.current.starredFirst([{ id: '1' }, { id: '9' }], 'match', (row) => row.id)).toEqual([{ id: '9' }, { id: '1' }]);
    httpCalls.put.mockReturnValue(answer({ kind: 'match', id: '1', starred: true }));
    await act(() => result.current.toggle('match', '1'));
    expect(result.current.ids('match')).toEqual(['1', '9']);
    act(() => signOut());
    expect(result.current.ids('match')).toEqual([]);
  });
});
