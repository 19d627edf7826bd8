import path from 'node:path';
import { loadNamespace, localeProblems } from '@matchday/shared/testing/localeCompleteness';

describe('common translations', () => {
  it('exist, translated, for every key in all nine locales', () => {
    const problems = localeProblems(loadNamespace(path.join(__dirname, 'common')), {
      sameAsEnglish: { '*': ['meta.siteName'] },
    });
    expect(problems).toEqual([]);
  });
});
