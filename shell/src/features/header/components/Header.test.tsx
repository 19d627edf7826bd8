import { render, screen, within } from '@testing-library/react';
import { initI18n, i18n, registerNamespace } from '@matchday/shared/i18n/i18n';
import { BrowserRouter } from '@matchday/shared/routing/router';
import { signIn, signOut } from '@matchday/shared/stores/sessionStore';
import { AppProviders } from '@matchday/ui/AppProviders';
import type { RouteOwner } from '@matchday/contracts/routes/routeTable';
import { Header } from './Header';

function renderHeader(isAvailable: (owner: RouteOwner) => boolean = () => true) {
  return render(
    <AppProviders>
      <BrowserRouter>
        <Header isAvailable={isAvailable} />
      </BrowserRouter>
    </AppProviders>,
  );
}

describe('header', () => {
  beforeAll(async () => {
    await initI18n('en_US');
    await i18n.changeLanguage('en_US');
    await registerNamespace('shell', (language) => import(`../../../i18n/${language}.json`));
  });
  afterEach(() => signOut());

  it('shows the menu of the specification in order, and Log in/Register', () => {
    renderHeader();
    const nav = screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home', 'Match', 'Streamer', 'News', 'Video', 'Tips', 'Box', 'Tipster', 'Download',
    ]);
    expect(screen.getByRole('link', { name: 'Log in/Register' })).toHaveAttribute('href', expect.stringContaining('/login'));
  });

  it('hides the entries of a remote the release switched off', () => {
    renderHeader((owner) => owner !== 'tips');
    const nav = screen.getAllByRole('navigation', { name: 'Main menu' })[0]!;
    const labels = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(labels).not.toContain('Tips');
    expect(labels).not.toContain('Box');
    expect(labels).not.toContain('Tipster');
    expect(labels).toContain('News');
  });

  it('shows the balance and avatar once signed in, instead of Log in/Register', async () => {
    signIn('t', { id: 'u', username: 'Lina', avatarUrl: null, roles: ['user'] }, 250);
    renderHeader();
    expect(await screen.findByTestId('coin-balance')).toHaveTextContent('250');
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in/Register' })).toBeNull();
  });

  it('speaks the page language', async () => {
    await i18n.changeLanguage('zh_CN');
    renderHeader();
    expect(screen.getAllByRole('link', { name: '首页' }).length).toBeGreaterThan(0);
    await i18n.changeLanguage('en_US');
  });
});
