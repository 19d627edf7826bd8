import { loadNamespace, localeProblems } from '@matchday/contracts/i18n/localeCompleteness';

describe('search dialog translations', () => {
  it('exist, translated, with every plural form, in all nine locales', () => {
    expect(
      localeProblems(loadNamespace(__dirname), {
        // Names and punctuation only; and words these languages share with English.
        sameAsEnglish: {
          '*': ['search.nextMatch'],
          de: ['search.sports.basketball'],
          fr: ['search.sports.football'],
          pt: ['search.kinds.streamers'],
          es: ['search.kinds.streamers'],
        },
      }),
    ).toEqual([]);
  });
});
