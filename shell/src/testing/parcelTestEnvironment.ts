// For tests that mount real single-spa parcels in the shell's areas: single-spa mounts outside
// React's act(), as in a real page, and the shell's texts are in English.
import { i18n, initI18n, registerNamespace } from '@matchday/shared/i18n/i18n';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

export function useParcelTestEnvironment(): void {
  beforeAll(async () => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
    await initI18n('en_US');
    await i18n.changeLanguage('en_US');
    await registerNamespace('shell', (language) => import(`../i18n/${language}.json`));
  });
  afterAll(() => {
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = true;
  });
}
