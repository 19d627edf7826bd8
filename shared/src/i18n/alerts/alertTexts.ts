// The match alerts' words in one language, for the site (the api reads the same files): every
// language's file comes in the one chunk (`eager`, a couple of kilobytes), loaded with the alerts.
import type { NamespaceLoader } from '@matchday/shared/i18n/i18n';

export const loadAlertTexts: NamespaceLoader = (language) => import(/* webpackMode: "eager" */ `./${language}.json`);
