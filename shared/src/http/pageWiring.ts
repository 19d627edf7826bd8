// What both of the page's clients (http.ts, axios; publicHttp.ts, fetch) are wired to: the api's
// address from the runtime configuration, the page's language, bus and texts, and what a
// refused token does (the page becomes a visitor's).
import { eventBus } from '@matchday/shared/bus/eventBus';
import { getRuntimeConfig } from '@matchday/shared/config/runtimeConfig';
import { i18n } from '@matchday/shared/i18n/i18n';
import { languageStore } from '@matchday/shared/stores/languageStore';
import { signOut } from '@matchday/shared/stores/sessionStore';

export const pageWiring = {
  baseURL: () => getRuntimeConfig().apiBaseUrl,
  getLanguage: () => languageStore.getState().language,
  bus: eventBus,
  translate: (key: string) => i18n.t(key),
  onInvalidToken: () => {
    signOut();
    window.location.reload();
  },
};
