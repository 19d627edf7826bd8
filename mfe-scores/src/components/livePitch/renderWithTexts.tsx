// Renders a live pitch part with the app's real texts in a chosen language (tests only).
import { render } from '@testing-library/react';
import { i18n, initI18n } from '@matchday/shared/i18n/i18n';
import { loadRemoteTexts } from '@matchday/ui/testing/renderRemotePage';
import type { Locale } from '@matchday/contracts/i18n/locales';
import { languageStore } from '@matchday/shared/stores/languageStore';
import { AppProviders } from '@matchday/ui/AppProviders';
import type { ReactElement } from 'react';
import { remoteDefinition } from '../../app/definition';

/** Loads the app's texts in a language (before a test fakes timers, say). */
export async function loadTexts(language: Locale = 'en_US') {
  await initI18n(language);
  await i18n.changeLanguage(language);
  languageStore.setState({ language });
  // The pitch's texts travel with the match detail (a text part): load them all.
  await loadRemoteTexts(remoteDefinition);
}

/** Renders with the providers the shell gives a remote; texts must be loaded first. */
export const renderLoaded = (element: ReactElement) => render(<AppProviders>{element}</AppProviders>);

export async function renderWithTexts(element: ReactElement, language: Locale = 'en_US') {
  await loadTexts(language);
  return renderLoaded(element);
}
