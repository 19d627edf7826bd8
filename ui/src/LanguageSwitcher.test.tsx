import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n, i18n } from '@matchday/shared/i18n/i18n';
import { languageStore } from '@matchday/shared/stores/languageStore';
import { AppProviders } from './AppProviders';
import { LanguageSwitcher } from './LanguageSwitcher';

describe('language switcher', () => {
  beforeAll(() => initI18n('en_US'));

  it('offers the nine languages by their own names and switches to the one picked', async () => {
    languageStore.setState({ language: 'en_US' });
    render(
      <AppProviders>
        <LanguageSwitcher />
      </AppProviders>,
    );
    await userEvent.click(screen.getByTestId('language-switcher'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'English', 'العربية', '简体中文', 'Français', 'Deutsch', 'Português', 'Русский', 'Español', '繁體中文',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'العربية' }));
    await vi.waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.cookie).toContain('lang=ar');
    expect(i18n.language).toBe('ar');
  });
});
