// The match alerts' words in one language, for the site (the api reads the same files): every
// language's file comes in the one chunk (`eager`, a couple of kilobytes), loaded with the alerts.
import type { Locale } from '@matchday/contracts/i18n/locales';

export const loadAlertTexts = (language: Locale) => import(/* webpackMode: "eager" */ `./${language}.json`);
