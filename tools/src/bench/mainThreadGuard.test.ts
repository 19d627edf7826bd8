import { GUARDED_PAGES, REFERENCE_WORKLOAD, formatMainThreadReport, isWithinScriptBudget, medianOf, scriptRatio, type MainThreadMeasure } from './mainThreadGuard';

const home = GUARDED_PAGES.find((page) => page.path === '/')!;
const measure = (scriptMs: number[], referenceMs = 600): MainThreadMeasure => ({ page: home, scriptMs, taskMs: scriptMs.map((ms) => ms * 2), referenceMs });

describe('the main-thread guard', () => {
  it('judges the median of the visits, so one slow visit on a busy machine does not fail it', () => {
    expect(medianOf([500, 4000, 520])).toBe(520);
    expect(isWithinScriptBudget(measure([500, home.budgetRatio * 600 * 3, 520]))).toBe(true);
  });

  it('judges script time against the reference workload on the same machine, not in milliseconds', () => {
    // The same page on a machine two and a half times slower: its reference is slower too.
    const fast = measure([480, 500, 520], 250);
    const slow = measure([1200, 1250, 1300], 625);
    expect(scriptRatio(fast)).toBeCloseTo(2, 5);
    expect(scriptRatio(slow)).toBeCloseTo(2, 5);
    expect(isWithinScriptBudget(fast)).toBe(isWithinScriptBudget(slow));
  });

  it('fails a page whose scripts take several times what they did (the 95 → 70 kind of regression)', () => {
    const regressed = measure([3000, 3100, 3200], 600);
    expect(isWithinScriptBudget(regressed)).toBe(false);
    expect(formatMainThreadReport([regressed]).at(-1)).toMatch(/^\/ +script +3100 ms .*reference +600 ms += 5\.17× +budget 4\.50× +OVER$/);
  });

  it('has a reference workload that runs and gives the same answer every time', () => {
    const document = { createElement: () => ({ textContent: '', childElementCount: 0, appendChild(this: { childElementCount: number }) { this.childElementCount += 1; } }) };
    const run = () => new Function('document', `return ${REFERENCE_WORKLOAD};`)(document) as number;
    expect(run()).toBe(21000);
    expect(run()).toBe(run());
  });

  it('guards the home page, the match centre and the news with budgets that only go down', () => {
    expect(GUARDED_PAGES.map((page) => [page.path, page.budgetRatio])).toEqual([
      ['/', 4.5],
      ['/match', 3.5],
      ['/news', 3],
    ]);
  });
});
