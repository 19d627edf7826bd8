import path from 'node:path';
import { MATCH_STATUSES } from '../sports/contract';
import { loadNamespace, localeProblems } from './localeCompleteness';

describe('common translations', () => {
  it('exist, translated, for every key in all nine locales', () => {
    const problems = localeProblems(loadNamespace(path.join(__dirname, 'common')), {
      sameAsEnglish: { '*': ['meta.siteName'] },
    });
    expect(problems).toEqual([]);
  });

  it('label every match status, and nothing that is not one', () => {
    const english = loadNamespace(path.join(__dirname, 'common')).en_US.matchStatus as Record<string, string>;
    expect(Object.keys(english).sort()).toEqual([...MATCH_STATUSES].sort());
  });
});
