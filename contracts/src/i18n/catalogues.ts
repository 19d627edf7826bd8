// The message catalogues the site and the api both read: `common` (validation and error texts
// among the site's common words) and `api` (the api's refusals), one file per language, each
// downloaded by the site only when its language is used; the api reads the same files
// (api/src/i18n/messages.ts). The alerts' words are ./alerts (alertTexts.ts).
import type { Locale } from '@matchday/contracts/i18n/locales';

export const loadCommonTexts = (language: Locale) => import(`./common/${language}.json`);
export const loadApiTexts = (language: Locale) => import(`./api/${language}.json`);
