import path from 'node:path';
import { loadNamespace, localeProblems } from '@matchday/contracts/i18n/localeCompleteness';

describe('api messages', () => {
  it('exist, translated, for every key in all nine locales', () => {
    expect(localeProblems(loadNamespace(path.join(__dirname, 'api')))).toEqual([]);
  });
});
