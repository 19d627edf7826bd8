// Dates, times and numbers are written in one place, `@matchday/shared/format/format`: in the
// site's language (an Intl formatter or toLocale*String given no language uses the browser's),
// the viewer's zone, one way for every app, with each formatter built once. So no app's source
// (tests aside) builds an Intl date, number or relative-time formatter or calls toLocale*String.
const message = "Format with @matchday/shared/format/format (useFormat() in a component): the site's language, one way for every app.";

export const FORMATTING_SCOPE = ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'ui/src/**/*.{ts,tsx}'];

export const formattingConfig = {
  files: FORMATTING_SCOPE,
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-properties': [
      'error',
      ...['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'].map((property) => ({ object: 'Intl', property, message })),
      ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({ property, message })),
    ],
  },
};
