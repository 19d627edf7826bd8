// `npm run bench:live`, the interaction part: while the home list takes its 50 updates a second,
// the bench taps the list's tabs and stars like a fan and reads how long each took to answer
// from the Event Timing API (PerformanceObserver 'event': input to the next paint), the measure
// behind INP. The page's observer is installed before its scripts (liveBenchLoad.ts).
import type { Page } from 'playwright-core';

/** One event timing entry of an interaction, as the page recorded it. */
export interface EventTiming {
  name: string;
  interactionId: number;
  start: number;
  duration: number;
}

/** The page-side observer (appended to the load bench's recorder). */
export const EVENT_RECORDER = `(() => {
  const bench = window.__loadBench;
  bench.events = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.interactionId) bench.events.push({ name: entry.name, interactionId: entry.interactionId, start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    bench.supported.event = true;
  } catch { bench.supported.event = false; }
})();`;

export type InteractionKind = 'tab' | 'star';

export interface Interaction {
  kind: InteractionKind;
  /** performance.now() in the page just before the tap. */
  at: number;
}

/**
 * Taps `count` times, a tab then a star in turn, `gapMs` apart; what was tapped and when. The fan
 * is a visitor: a star asks them to sign in (a dialog), which is its answer.
 */
export async function tapTabsAndStars(page: Page, count = 12, gapMs = 400): Promise<Interaction[]> {
  const done: Interaction[] = [];
  const tabs = page.locator('[role="tab"]');
  const stars = page.locator('[data-testid="favourite-toggle"]');
  const tabCount = await tabs.count();
  for (let index = 0; index < count; index += 1) {
    const kind: InteractionKind = index % 2 === 0 && tabCount > 1 ? 'tab' : 'star';
    const at = (await page.evaluate('performance.now()')) as number;
    // Between "live" and "today": both list the bench's matches, each row with its star.
    if (kind === 'tab') await tabs.nth((index / 2) % 2 === 0 ? Math.min(3, tabCount - 1) : 0).click();
    else await stars.nth(index % 5).click();
    done.push({ kind, at });
    await page.waitForTimeout(gapMs);
    if (kind === 'tab') await stars.first().waitFor({ timeout: 15_000 });
    // A visitor's star answers with the sign-in prompt; the fan closes it before the next tap.
    if (kind === 'star' && (await page.locator('[role="dialog"]').count()) > 0) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(gapMs);
    }
  }
  return done;
}

export interface InteractionResult {
  interactions: number;
  /** The interactions' worst answer (INP counts the 98th percentile; with under 50, the worst). */
  inpMs: number | null;
  worstByKind: Record<InteractionKind, number | null>;
  /** Taps with no event timing entry over 16 ms: they answered within a frame. */
  underThreshold: number;
}

/**
 * Each tap's duration is the longest event entry of its interaction; a tap whose events were all
 * under the 16 ms threshold left no entry and counts as answered at once.
 */
export function interactionResult(taps: Interaction[], events: EventTiming[]): InteractionResult {
  const byInteraction = new Map<number, EventTiming[]>();
  for (const event of events) byInteraction.set(event.interactionId, [...(byInteraction.get(event.interactionId) ?? []), event]);
  const worstByKind: Record<InteractionKind, number | null> = { tab: null, star: null };
  let underThreshold = 0;
  taps.forEach((tap, index) => {
    const until = taps[index + 1]?.at ?? Number.POSITIVE_INFINITY;
    const own = [...byInteraction.values()].filter((entries) => entries[0]!.start >= tap.at && entries[0]!.start < until);
    if (own.length === 0) {
      underThreshold += 1;
      return;
    }
    const duration = Math.max(...own.flat().map((entry) => entry.duration));
    worstByKind[tap.kind] = Math.max(worstByKind[tap.kind] ?? 0, duration);
  });
  const worst = [worstByKind.tab, worstByKind.star].filter((value): value is number => value !== null);
  return { interactions: taps.length, inpMs: worst.length ? Math.max(...worst) : underThreshold === taps.length ? 0 : null, worstByKind, underThreshold };
}
