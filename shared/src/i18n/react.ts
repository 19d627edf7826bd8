// The react-i18next API of the site, from one shared copy (a federation singleton, so every
// app's hooks and providers are the same instance), carrying only what the apps use.
// Apps import these from here, never from react-i18next.
export { I18nextProvider, useTranslation } from 'react-i18next';
