// The page's HTTP client, wired to the page's session, language, bus and configuration.
import { eventBus } from '@matchday/shared/bus/eventBus';
import { getRuntimeConfig } from '@matchday/shared/config/runtimeConfig';
import { i18n } from '@matchday/shared/i18n/i18n';
import { languageStore } from '@matchday/shared/stores/languageStore';
import { sessionStore, signOut } from '@matchday/shared/stores/sessionStore';
import { createHttpClient, type HttpClient } from '@matchday/shared/http/httpClient';

export const http: HttpClient = createHttpClient({
  baseURL: () => getRuntimeConfig().apiBaseUrl,
  getToken: () => sessionStore.getState().token,
  getLanguage: () => languageStore.getState().language,
  bus: eventBus,
  translate: (key) => i18n.t(key),
  onInvalidToken: () => {
    signOut();
    window.location.reload();
  },
});
