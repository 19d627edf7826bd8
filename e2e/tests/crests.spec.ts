// Crests on the list: every row's teams show an image the api serves (a badge it drew, or a
// provider's picture), actually loaded, at its fixed size, on the team's side of the name towards
// the score, left to right and right to left; a competition's page shows its logo.
import type { Locator, Page } from '@playwright/test';
import { expect, remoteArea, test } from '../support/fixtures';

/** The images of the first rows and headings on screen: address, whether it loaded, drawn size. */
async function crestsOnScreen(page: Page) {
  return page.locator('[data-testid="match-row"] img').evaluateAll((images) =>
    (images as HTMLImageElement[])
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .map((image) => ({ src: image.getAttribute('src') ?? '', loaded: image.complete && image.naturalWidth > 0, width: image.getBoundingClientRect().width, height: image.getBoundingClientRect().height })),
  );
}

const centreX = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.x + box.width / 2;
};

test.describe('crests on the list', () => {
  for (const [device, width] of [
    ['a desktop', 1280],
    ['a phone', 390],
  ] as const) {
    test(`every team on screen shows its crest, loaded, and a competition its logo, on ${device}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/');
      const area = await remoteArea(page, 'scores');
      await expect(area.getByTestId('match-row').first()).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(async () => {
          const crests = await crestsOnScreen(page);
          return crests.length > 4 && crests.every((crest) => crest.loaded);
        }, { timeout: 20_000 })
        .toBe(true);
      const crests = await crestsOnScreen(page);
      expect(crests.filter((crest) => /^\/api\/sports\/teams\/\d+\/crest$/.test(crest.src)).length).toBeGreaterThanOrEqual(4);
      // Drawn at the size the row reserved for them (nothing moved when they arrived).
      for (const crest of crests) expect([crest.width, crest.height]).toEqual([18, 18]);

      // What the browser got: an image, kept a day, with an ETag.
      const answer = await page.request.get(crests.find((crest) => crest.src.endsWith('/crest'))!.src);
      expect(answer.headers()['content-type']).toMatch(/^image\//);
      expect(answer.headers()['cache-control']).toContain('max-age=86400');
      expect(answer.headers().etag).toBeTruthy();

      // A competition's page shows its logo, loaded.
      const competition = ((await (await page.request.get('/api/sports/competitions?sport=football')).json()) as { data: { id: string }[] }).data[0]!.id;
      await page.goto(`/m/series/detail?id=${competition}`);
      const logo = (await remoteArea(page, 'scores')).locator(`img[src="/api/sports/competitions/${competition}/logo"]`);
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);
    });
  }
});

for (const language of ['en_US', 'ar']) {
  test.describe(`crests on the list (${language})`, () => {
    test.use({ language });

    test("each crest sits on its team's side of the name, next to the score", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 844 });
      await page.goto('/');
      const area = await remoteArea(page, 'scores');
      const row = area.getByTestId('match-row').first();
      await expect(row).toBeVisible({ timeout: 20_000 });
      // A desktop row: clock, home team, its crest, the score, the away crest, the away team.
      const sides = row.getByRole('link').locator(':scope > span');
      const [homeName, homeCrest, score, awayCrest, awayName] = await Promise.all(
        [sides.nth(1), row.locator('img').nth(0), row.getByTestId('score-pair'), row.locator('img').nth(1), sides.nth(2)].map(centreX),
      );
      // Left to right the home team is on the left; right to left, on the right.
      const inOrder = language === 'ar' ? [awayName, awayCrest, score, homeCrest, homeName] : [homeName, homeCrest, score, awayCrest, awayName];
      expect(inOrder).toEqual([...inOrder].sort((a, b) => a! - b!));
    });
  });
}
