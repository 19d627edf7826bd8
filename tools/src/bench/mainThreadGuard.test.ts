import { median } from './liveStats';
import { GUARDED_PAGES, countCalls, formatMainThreadReport, isSettled, isWithinCallBudget, type MainThreadMeasure } from './mainThreadGuard';

const home = GUARDED_PAGES.find((page) => page.path === '/')!;
const measure = (calls: number[]): MainThreadMeasure => ({ page: home, calls, scriptMs: calls.map(() => 400) });

describe('the main-thread guard', () => {
  it('judges the median of the visits, so one odd visit does not fail it', () => {
    expect(median([250_000, 900_000, 260_000])).toBe(260_000);
    expect(isWithinCallBudget(measure([250_000, home.budgetCalls * 3, 260_000]))).toBe(true);
  });

  it("counts the calls of the page's own scripts, not what the browser or DevTools evaluate", () => {
    const coverage = [
      { url: 'https://matchday.example/main.js', functions: [{ ranges: [{ count: 1 }] }, { ranges: [{ count: 40 }, { count: 3 }] }] },
      { url: 'http://localhost:4101/1.5.0/remoteEntry.js', functions: [{ ranges: [{ count: 7 }] }, { ranges: [] }] },
      { url: '', functions: [{ ranges: [{ count: 1_000 }] }] },
      { url: 'chrome-extension://x/script.js', functions: [{ ranges: [{ count: 1_000 }] }] },
    ];
    expect(countCalls(coverage)).toBe(48);
  });

  it('watches a page until two looks in a row add under 1 % of its calls', () => {
    expect(isSettled([250_000, 40_000], 290_000)).toBe(false);
    expect(isSettled([250_000, 40_000, 100], 290_100)).toBe(false);
    expect(isSettled([250_000, 40_000, 100, 40], 290_140)).toBe(true);
    // A list still drawing in slices is not settled.
    expect(isSettled([200_000, 5_000, 4_000, 3_000], 212_000)).toBe(false);
  });

  it('fails a page that does half as much work again (the 95 → 70 kind of regression did several times)', () => {
    const regressed = measure([390_000, 400_000, 410_000]);
    expect(isWithinCallBudget(regressed)).toBe(false);
    expect(formatMainThreadReport([regressed]).at(-1)).toMatch(/^\/ +calls +400,000 \(390,000, 400,000, 410,000\) +budget +360,000 +OVER +script 400 ms$/);
  });

  it('guards the home page, the match centre and the news with budgets that only go down', () => {
    expect(GUARDED_PAGES.map((page) => [page.path, page.budgetCalls])).toEqual([
      ['/', 360_000],
      ['/match', 480_000],
      ['/news', 350_000],
    ]);
  });
});
