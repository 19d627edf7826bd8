// Dates and times in the reader's language and time zone (the api sends UTC with the zone).
import { LOCALE_INFO, type Locale } from '@matchday/shared/i18n/locales';

const tagOf = (language: string): string => LOCALE_INFO[language as Locale]?.htmlLang ?? language.replace('_', '-');

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(tagOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(tagOf(language), { dateStyle: 'long' }).format(new Date(iso));
}
