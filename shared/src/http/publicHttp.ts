// The page's reader of public data, wired like the page's HTTP client (http.ts) but with no
// axios behind it (see publicRead.ts).
import { eventBus } from '@matchday/shared/bus/eventBus';
import { getRuntimeConfig } from '@matchday/shared/config/runtimeConfig';
import { i18n } from '@matchday/shared/i18n/i18n';
import { languageStore } from '@matchday/shared/stores/languageStore';
import { signOut } from '@matchday/shared/stores/sessionStore';
import { createPublicReader } from '@matchday/shared/http/publicRead';

export const readPublic = createPublicReader({
  baseURL: () => getRuntimeConfig().apiBaseUrl,
  getLanguage: () => languageStore.getState().language,
  bus: eventBus,
  translate: (key) => i18n.t(key),
  onInvalidToken: () => {
    signOut();
    window.location.reload();
  },
});
