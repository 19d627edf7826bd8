// The site search from the header, as a fan uses it on a desktop and on a phone: a misspelt
// team is found and opens, and a player is found by their name.
import type { APIRequestContext, Page } from '@playwright/test';
import type { MatchLineups, MatchSummary } from '@matchday/contracts/sports/contract';
import type { Page as ApiPage } from '@matchday/contracts/http/paging';
import { expect, remoteArea, test } from '../support/fixtures';
import { E2E_SHELL } from '../support/site';

/** A player of a match being played now (the global setup starts one of every sport). */
async function aPlayer(request: APIRequestContext): Promise<string> {
  const live = (await (await request.get(`${E2E_SHELL}/api/sports/matches?view=live&tz=UTC&pageSize=50`)).json()) as { data: ApiPage<MatchSummary> };
  for (const match of live.data.items.filter((item) => item.sport !== 'esports')) {
    const lineups = ((await (await request.get(`${E2E_SHELL}/api/sports/matches/${match.id}/lineups`)).json()) as { data: MatchLineups }).data;
    const player = lineups.home.starters[0] ?? lineups.away.starters[0];
    if (player) return player.name;
  }
  throw new Error('no live match with line-ups');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return { dialog, field: dialog.getByRole('combobox') };
}

for (const [size, viewport, detail] of [
  ['desktop', { width: 1280, height: 800 }, '/pc/detail'],
  ['phone', { width: 390, height: 844 }, '/m/detail'],
] as const) {
  test(`search finds a team by a misspelt name and a player, on a ${size}`, async ({ page, request }) => {
    const player = await aPlayer(request);
    await page.setViewportSize(viewport);
    await page.goto('/');
    await remoteArea(page, 'scores');

    const { dialog, field } = await openSearch(page);
    await expect(field).toBeFocused();
    await field.fill('Totenham');
    const team = dialog.getByRole('group', { name: 'Teams' }).getByRole('option', { name: /^Tottenham Hotspur/ });
    await expect(team).toBeVisible();
    await team.click();
    await expect(dialog).toBeHidden();
    // The site has no team page: the team's match opens (or, with none, its news).
    await expect(page).toHaveURL(new RegExp(`(${detail}\\?id=\\d+|/news\\?team=\\d+)$`));
    if (new URL(page.url()).pathname === detail) await expect(page.getByRole('heading', { level: 1 })).toContainText('Tottenham Hotspur');

    const again = await openSearch(page);
    await again.field.fill(player);
    await expect(again.dialog.getByRole('group', { name: 'Players' }).getByRole('option', { name: new RegExp(`^${escapeRegExp(player)}`) }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(again.dialog).toBeHidden();
  });
}
