import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, i18n, registerNamespace } from '@matchday/shared/i18n/i18n';
import { AppProviders } from '@matchday/ui/AppProviders';
import { CONSENT_STORAGE_KEY } from '@matchday/shared/stores/consentRecord';
import { consentStore } from '../stores/consentStore';
import { ConsentGate } from './ConsentGate';

describe('consent', () => {
  beforeAll(async () => {
    await initI18n('en_US');
    await i18n.changeLanguage('en_US');
    await registerNamespace('shell', (language) => import(`../../../i18n/${language}.json`));
  });
  beforeEach(() => consentStore.setState({ accepted: false }));

  it('asks for both the user agreement and the privacy policy before use, and remembers', async () => {
    render(
      <AppProviders>
        <ConsentGate />
      </AppProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Before you start' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please read and accept the user agreement and privacy policy');

    await userEvent.click(screen.getByLabelText('I have read and accept the user agreement'));
    await userEvent.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();

    await userEvent.click(screen.getByLabelText('I have read and accept the privacy policy'));
    await userEvent.click(screen.getByRole('button', { name: 'Agree and continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({ version: 1 });
  });

  it('lets the texts be read before accepting', async () => {
    render(
      <AppProviders>
        <ConsentGate />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByText('Privacy policy'));
    expect(screen.getByText(/We keep your phone number/)).toBeVisible();
  });
});
