// Start of the page: runtime configuration and release (from the page, or fetched), language,
// federation, then React hydrates the static frame the server sent (or renders afresh).
// Start-up is cut into steps with a yield between them: each step's code is evaluated in a
// task of its own, and React hydrates in a transition, in slices.
import { initLanguage, languageStore } from '@matchday/shared/stores/languageStore';
import { themeModeStore } from '@matchday/shared/stores/themeModeStore';
import { LOCALE_INFO } from '@matchday/contracts/i18n/locales';
import { loadBootRelease, loadRuntimeConfig, readBootData } from './app/bootData';
import { releaseStore } from './features/federation/stores/releaseStore';
import { registerShellNamespace } from './i18n/shellNamespace';
import { reloadAfterChunkFailure } from './lib/chunkReload';
import { yieldToMain } from './lib/yieldToMain';

async function start() {
  const boot = readBootData();
  const config = await loadRuntimeConfig(boot);
  // This module's imports were evaluated in this task; the language's set-up gets its own.
  await yieldToMain();
  const language = initLanguage().then(registerShellNamespace);
  const release = await loadBootRelease(boot, config, localStorage);
  // Production ignores developers' overrides, so it does not download their code either.
  const devOverrides = config.production ? null : await import('./features/federation/devOverrides');
  const overrides = devOverrides?.resolveDevOverrides({ search: location.search, storage: localStorage, production: false }) ?? {};
  releaseStore.setState({ ...release, overrides });
  window.addEventListener('unhandledrejection', (event) => reloadAfterChunkFailure(event.reason));

  // Each step's code starts loading a task apart (asking for it costs the federation runtime
  // some work per shared module), all of it downloads at once, and each is evaluated in a
  // task of its own.
  await yieldToMain();
  const federation = import('./features/federation/federationRuntime');
  await yieldToMain();
  const reactDom = import('react-dom/client');
  await yieldToMain();
  // MUI's foundations are evaluated in two steps: styling (what Box needs), then the theme.
  const styling = import('@mui/material/Box');
  await yieldToMain();
  const theme = import('@matchday/shared/theme/theme');
  await yieldToMain();
  const app = import('./app/hydrateShell');
  await language;
  (await federation).startFederation(release.manifest, devOverrides?.toFederationOverrides(overrides) ?? {});
  await yieldToMain();
  await reactDom;
  await yieldToMain();
  await styling;
  await yieldToMain();
  // The theme is costly to create; every root of the page uses the one the frame was rendered in.
  const mode = document.documentElement.dataset.theme === 'dark' ? 'dark' : themeModeStore.getState().mode;
  (await theme).matchdayTheme(mode, LOCALE_INFO[languageStore.getState().language].dir);
  await yieldToMain();
  const { hydrateShell } = await app;
  await yieldToMain();
  hydrateShell(document.getElementById('root')!);
  // Field data starts 3 s (config.fieldDataAfterMs) after the shell is up (the load event is past
  // by then: the federation's fetches do not hold it): telemetry never competes with the page,
  // and what it measures waits in the browser's buffers.
  setTimeout(() => import('./app/startFieldData'), config.fieldDataAfterMs);
}

void start();
