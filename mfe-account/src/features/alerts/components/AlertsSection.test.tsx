import { ALERT_PATHS, DEFAULT_ALERT_PREFERENCES } from '@matchday/contracts/alerts/contract';
import { ACCOUNT_PATHS } from '@matchday/contracts/accounts/contract';
import { signIn } from '@matchday/shared/stores/sessionStore';
import { setLanguage } from '@matchday/shared/stores/languageStore';
import { answer, httpCalls, resetHttp } from '@matchday/shared/testing/mockHttp';
import { renderRemotePage } from '@matchday/ui/testing/renderRemotePage';
import { act, screen, within } from '@testing-library/react';
import { remoteDefinition } from '../../../app/definition';
import { aProfile } from '../../../testing/profiles';

vi.mock('@matchday/shared/http/http', async () => ({ http: (await import('@matchday/shared/testing/mockHttp')).mockedHttp }));

const profile = aProfile();
const readsOf = (path: string) => httpCalls.get.mock.calls.filter(([called]) => called === path).length;

beforeEach(() => {
  resetHttp();
  signIn('tok', profile, 100);
  httpCalls.get.mockImplementation((path: string) =>
    path === ACCOUNT_PATHS.me ? answer({ user: profile, balance: 100 }) : path === ALERT_PATHS.preferences ? answer(DEFAULT_ALERT_PREFERENCES) : new Promise(() => {}),
  );
});

describe('the alerts section', () => {
  it('reads the choices once, and keeps them when the language changes', async () => {
    await renderRemotePage(remoteDefinition, '/user/settings', 'en_US');
    const alerts = within(await screen.findByTestId('alerts'));
    expect(await alerts.findByRole('checkbox', { name: 'Goals' })).toBeChecked();
    await act(() => setLanguage('de'));
    expect(await alerts.findByRole('button', { name: /speichern/i })).toBeVisible();
    expect(readsOf(ALERT_PATHS.preferences)).toBe(1);
  });
});
