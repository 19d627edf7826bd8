import { act, render, screen, waitFor } from '@testing-library/react';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { initI18n, i18n, registerNamespace } from '@matchday/shared/i18n/i18n';
import { Router, type Navigator } from '@matchday/shared/routing/router';
import { signOut } from '@matchday/shared/stores/sessionStore';
import { AppProviders } from '@matchday/ui/AppProviders';
import { LoginPrompt } from './LoginPrompt';

const navigator: Navigator = { createHref: String, push: vi.fn(), replace: vi.fn(), go: vi.fn() };
const at = (pathname: string) => (
  <AppProviders>
    <Router location={pathname} navigator={navigator}>
      <LoginPrompt />
    </Router>
  </AppProviders>
);

describe('login prompt', () => {
  beforeAll(async () => {
    await initI18n('en_US');
    await i18n.changeLanguage('en_US');
    await registerNamespace('shell', (language) => import(`../../../i18n/${language}.json`));
    signOut();
  });

  it('opens when a page asks, and closes when the visitor goes to another page', async () => {
    const view = render(at('/user/orders'));
    act(() => eventBus.emit('auth.loginRequired', { returnTo: '/user/orders' }));
    expect(await screen.findByTestId('login-prompt')).toBeInTheDocument();
    view.rerender(at('/'));
    await waitFor(() => expect(screen.queryByTestId('login-prompt')).toBeNull());
  });
});
