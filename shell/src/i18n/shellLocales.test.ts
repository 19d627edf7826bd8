import { loadNamespace, localeProblems } from '@matchday/contracts/i18n/localeCompleteness';

describe('shell translations', () => {
  it('exist, translated, for every key in all nine locales', () => {
    expect(localeProblems(loadNamespace(__dirname), { sameAsEnglish: { '*': ['download.ios', 'download.android'] } })).toEqual([]);
  });
});
