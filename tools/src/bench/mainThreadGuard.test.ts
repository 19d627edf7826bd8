import { GUARDED_PAGES, formatMainThreadReport, isWithinScriptBudget, medianOf, type MainThreadMeasure } from './mainThreadGuard';

const home = GUARDED_PAGES.find((page) => page.path === '/')!;
const measure = (scriptMs: number[]): MainThreadMeasure => ({ page: home, scriptMs, taskMs: scriptMs.map((ms) => ms * 2) });

describe('the main-thread guard', () => {
  it('judges the median of the visits, so one slow visit on a busy machine does not fail it', () => {
    expect(medianOf([500, 4000, 520])).toBe(520);
    expect(isWithinScriptBudget(measure([500, home.budgetMs * 3, 520]))).toBe(true);
  });

  it('fails a page whose scripts take several times what they did (the 95 → 70 kind of regression)', () => {
    const regressed = measure([2400, 2500, 2600]);
    expect(isWithinScriptBudget(regressed)).toBe(false);
    expect(formatMainThreadReport([regressed]).at(-1)).toMatch(/^\/ +script +2500 ms .*OVER$/);
  });

  it('guards the home page, the match centre and the news with budgets that only go down', () => {
    expect(GUARDED_PAGES.map((page) => [page.path, page.budgetMs])).toEqual([
      ['/', 1000],
      ['/match', 1300],
      ['/news', 1300],
    ]);
  });
});
