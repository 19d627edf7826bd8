// Dates and times in the browser's zone and the page's language.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The i18n language code as a BCP 47 tag (zh_CN → zh-CN). */
const tagOf = (language: string) => language.replace('_', '-');

export function formatTime(iso: string, language: string): string {
  let formatter = formatters.get(language);
  if (!formatter) formatters.set(language, (formatter = new Intl.DateTimeFormat(tagOf(language), { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' })));
  return formatter.format(new Date(iso));
}
