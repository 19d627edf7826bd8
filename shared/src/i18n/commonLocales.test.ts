import path from 'node:path';
import { MATCH_STATUSES } from '@matchday/shared/api/sports';
import { loadNamespace, localeProblems } from '@matchday/shared/testing/localeCompleteness';

describe('common translations', () => {
  it('exist, translated, for every key in all nine locales', () => {
    const problems = localeProblems(loadNamespace(path.join(__dirname, 'common')), {
      sameAsEnglish: { '*': ['meta.siteName'] },
    });
    expect(problems).toEqual([]);
  });

  it('of the video part exist, translated, in all nine locales', () => {
    const problems = localeProblems(loadNamespace(path.join(__dirname, 'parts/videos')), {
      sameAsEnglish: { fr: ['videos.event.baron'], de: ['videos.kind.highlight', 'videos.event.first_blood', 'videos.event.baron'], pt: ['videos.kind.replay'] },
    });
    expect(problems).toEqual([]);
  });

  it('of the comment part exist, translated, in all nine locales', () => {
    expect(localeProblems(loadNamespace(path.join(__dirname, 'parts/comments')))).toEqual([]);
  });

  it('label every match status, and nothing that is not one', () => {
    const english = loadNamespace(path.join(__dirname, 'common')).en_US.matchStatus as Record<string, string>;
    expect(Object.keys(english).sort()).toEqual([...MATCH_STATUSES].sort());
  });
});
