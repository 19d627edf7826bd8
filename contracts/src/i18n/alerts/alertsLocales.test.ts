import { loadNamespace, localeProblems } from '@matchday/contracts/i18n/localeCompleteness';

describe('alert translations (the api’s pushes and the site’s toasts)', () => {
  it('exist, translated, in all nine locales', () => {
    expect(localeProblems(loadNamespace(__dirname))).toEqual([]);
  });
});
