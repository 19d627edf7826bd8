// The remote fault matrix's parts, shared by its two specs: `faultMatrix.spec.ts` (a remote
// down or hung: faults of one page's network, beside the other tests) and `mountFaults.spec.ts`
// (a remote whose release throws at mount: a release change, alone). In each case the header
// and menu work, the remote's area shows its fallback within 5 s of the navigation, and the next
// navigation after the fault is gone brings the remote back without a page reload. Each spec
// prints its timings and writes them to test-results/fault-matrix-<spec>.json.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { RemoteId } from '@matchday/contracts/routes/routeTable';
import { expect, remoteArea, test } from './fixtures';
import { areaTimes, markDocument, navigateAndTime, sameDocument } from './remoteFaults';

export const FALLBACK_WITHIN_MS = 5_000;

/** A page each remote owns, and the next navigation (another of its pages, or the same with a query). */
export const PAGES: Record<RemoteId, [string, string]> = {
  scores: ['/match', '/valorant'],
  live: ['/streamer', '/streamer?after=fault'],
  tips: ['/plan', '/ranking'],
  news: ['/news', '/video'],
  account: ['/login', '/feedback'],
  channel: ['/channel', '/channel?after=fault'],
};

export type Fault = 'down' | 'hung' | 'throws at mount';

interface Cell {
  remote: string;
  fault: Fault;
  /** What the area showed: the fallback, or the error page of a remote that crashed. */
  shown: 'fallback' | 'error page';
  shownAfterMs: number;
  recoveredAfterMs: number;
}

/** The page is live (hydrated) at /download, a page of the shell's own, with no remote loaded. */
export async function startAtDownload(page: Page) {
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Download the Matchday app' })).toBeVisible();
  await markDocument(page);
}

/** The cells one spec measured; printed and written to a file after its tests. */
export function faultMatrix(name: string) {
  const cells: Cell[] = [];

  /**
   * Navigates to the remote's page under a fault, checks the fallback (in time), the rest of the
   * page, and the recovery after `clear()`; records the timings.
   */
  async function runCell(page: Page, remote: RemoteId, fault: Fault, clear: () => Promise<void>): Promise<void> {
    const [first, next] = PAGES[remote];
    const state = fault === 'throws at mount' ? 'crashed' : 'unavailable';
    await navigateAndTime(page, first, remote);
    const area = page.locator(`[data-remote-area="${remote}"]`);
    await expect(area).toHaveAttribute('data-state', state, { timeout: FALLBACK_WITHIN_MS + 1_000 });
    await expect(area.getByTestId(state === 'crashed' ? 'remote-error-page' : 'remote-fallback')).toBeVisible();
    const shownAfterMs = (await areaTimes(page))[state]!;
    expect(shownAfterMs, `mfe-${remote} ${fault}: fallback after ${shownAfterMs} ms`).toBeLessThan(FALLBACK_WITHIN_MS);

    // The rest of the page works: the header and its menu take us to another page.
    await expect(page.getByRole('banner')).toBeVisible();
    await page.locator('[data-menu="download"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Download the Matchday app' })).toBeVisible();

    await clear();
    await navigateAndTime(page, next, remote);
    await remoteArea(page, remote);
    expect(await sameDocument(page), `mfe-${remote} ${fault}: recovered without a reload`).toBe(true);
    cells.push({ remote: `mfe-${remote}`, fault, shown: state === 'crashed' ? 'error page' : 'fallback', shownAfterMs, recoveredAfterMs: (await areaTimes(page)).mounted! });
  }

  test.afterAll(() => {
    if (cells.length === 0) return; // only the tests beyond the matrix ran
    const header = ['remote', 'fault', 'shown', 'shown after (ms)', 'recovered after (ms)'];
    const rows = cells.map((cell) => [cell.remote, cell.fault, cell.shown, String(cell.shownAfterMs), String(cell.recoveredAfterMs)]);
    const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
    const line = (row: string[]) => `| ${row.map((value, column) => value.padEnd(widths[column]!)).join(' | ')} |`;
    console.log(['', line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
    const file = path.join(test.info().project.outputDir, `fault-matrix-${name}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ fallbackWithinMs: FALLBACK_WITHIN_MS, cells }, null, 2)}\n`);
  });

  return { runCell };
}
