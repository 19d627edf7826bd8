// Renders a page of the scores remote at an address the way the shell does, and follows the
// page's navigation requests (the bus) as the shell would, so the address in a test changes.
import { eventBus } from '@matchday/shared/bus/eventBus';
import { RemoteRoutes, type RemoteLocation } from '@matchday/ui/federation/remoteApp';
import { initI18n, i18n, registerNamespace } from '@matchday/shared/i18n/i18n';
import type { Locale } from '@matchday/contracts/i18n/locales';
import { languageStore } from '@matchday/shared/stores/languageStore';
import { AppProviders } from '@matchday/ui/AppProviders';
import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { remoteDefinition } from '../app/definition';

const toLocation = (address: string): RemoteLocation => {
  const url = new URL(address, 'http://localhost');
  return { pathname: url.pathname, search: url.search, hash: '' };
};

export const current = { address: '' };

function Shell({ address }: { address: string }) {
  const [location, setLocation] = useState(() => toLocation(address));
  useEffect(() => {
    const subscription = eventBus.on('navigate').subscribe(({ to }) => {
      current.address = to;
      setLocation(toLocation(to));
    });
    return () => subscription.unsubscribe();
  }, []);
  return <RemoteRoutes definition={remoteDefinition} location={location} />;
}

export async function renderAt(address: string, language: Locale = 'en_US') {
  await initI18n(language);
  await i18n.changeLanguage(language);
  languageStore.setState({ language });
  await registerNamespace(remoteDefinition.namespace, remoteDefinition.loadTranslations);
  current.address = address;
  const view = render(
    <AppProviders>
      <Shell address={address} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** The query of the address the page last asked for. */
export const currentQuery = () => new URL(current.address, 'http://localhost').searchParams;
