// Start of the page: runtime configuration, language, release manifest, federation, render.
import { setRuntimeConfig } from '@matchday/shared/config/runtimeConfig';
import { registerNamespace } from '@matchday/shared/i18n/i18n';
import { initLanguage } from '@matchday/shared/stores/languageStore';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { resolveDevOverrides, toFederationOverrides } from './features/federation/devOverrides';
import { startFederation } from './features/federation/federationRuntime';
import { loadRelease } from './features/federation/releaseSource';
import { releaseStore } from './features/federation/stores/releaseStore';
import { reloadAfterChunkFailure } from './lib/chunkReload';

async function loadRuntimeConfig() {
  try {
    const response = await fetch('/runtime-config.json', { cache: 'no-store' });
    return setRuntimeConfig(response.ok ? await response.json() : {});
  } catch {
    return setRuntimeConfig({});
  }
}

async function start() {
  const config = await loadRuntimeConfig();
  const [release] = await Promise.all([
    loadRelease(config.releaseManifestUrl, localStorage),
    initLanguage().then(() => registerNamespace('shell', (language) => import(`./i18n/${language}.json`))),
  ]);
  const overrides = resolveDevOverrides({ search: location.search, storage: localStorage, production: config.production });
  releaseStore.setState({ ...release, overrides });
  startFederation(release.manifest, toFederationOverrides(overrides));
  window.addEventListener('unhandledrejection', (event) => reloadAfterChunkFailure(event.reason));
  createRoot(document.getElementById('root')!).render(<App />);
}

void start();
