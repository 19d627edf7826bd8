// Renders one of a remote's pages the way the shell shows it (providers, router, i18n), for
// component tests.
import { render, screen } from '@testing-library/react';
import { initI18n, i18n, registerNamespace } from '@matchday/shared/i18n/i18n';
import { RemoteRoutes, textPartsOf, type RemoteAppDefinition } from '@matchday/ui/federation/remoteApp';
import { languageStore } from '@matchday/shared/stores/languageStore';
import type { Locale } from '@matchday/contracts/i18n/locales';
import { AppProviders } from '@matchday/ui/AppProviders';

/** All of a remote's texts, its parts too (a component test renders parts of pages directly). */
export async function loadRemoteTexts(definition: RemoteAppDefinition): Promise<void> {
  await registerNamespace(definition.namespace, definition.loadTranslations);
  await textPartsOf(definition, definition.textParts?.names ?? []);
}

export async function renderRemotePage(definition: RemoteAppDefinition, address: string, language: Locale = 'en_US') {
  await initI18n(language);
  await i18n.changeLanguage(language);
  languageStore.setState({ language });
  await registerNamespace(definition.namespace, definition.loadTranslations);
  await loadRemoteTexts(definition);
  const url = new URL(address, 'http://localhost');
  const view = render(
    <AppProviders>
      <RemoteRoutes definition={definition} location={{ pathname: url.pathname, search: url.search, hash: '' }} />
    </AppProviders>,
  );
  // Pages load lazily; wait until the page's heading is there.
  await screen.findByRole('heading', { level: 1 });
  return view;
}
