// Following a team and its alerts, as a fan does it: follow the home side from a match's page,
// find the team and the match under the match centre's favourites, and when the engine plays the
// match, an alert arrives in the open tab and opens the match.
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import type { Page as ApiPage } from '@matchday/contracts/http/paging';
import { signedInPage } from '../support/accounts';
import { expect, remoteArea, test } from '../support/fixtures';
import { E2E_SHELL } from '../support/site';

for (const [width, device, detail] of [
  [1280, 'desktop', '/pc/detail'],
  [390, 'phone', '/m/detail'],
] as const) {
  test(`a fan follows a team and its match's alerts reach the open tab on a ${device}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 844 });
    await signedInPage(page, request);
    const coming = (await (await request.get(`${E2E_SHELL}/api/sports/matches?view=tomorrow&tz=UTC&sport=football&pageSize=50`)).json()) as { data: ApiPage<MatchSummary> };
    // A different match for each size (the two tests run side by side).
    const match = coming.data.items.filter((item) => item.status === 'not_started')[device === 'desktop' ? 6 : 7]!;

    // Follow the home side from the match's page.
    await page.goto(`${detail}?id=${match.id}`);
    let area = await remoteArea(page, 'scores');
    const follow = area.getByRole('button', { name: `Follow ${match.home.name}` });
    await follow.click();
    await expect(area.getByRole('button', { name: `Stop following ${match.home.name}` })).toHaveAttribute('aria-pressed', 'true');

    // The match centre's favourites: the team, and its match.
    await page.goto('/match?tab=favourites');
    area = await remoteArea(page, 'scores');
    await expect(area.getByTestId('following-bar').getByTestId('followed')).toHaveText(match.home.name);
    await expect(area.getByTestId('favourite-list').locator(`[data-match-id="${match.id}"]`)).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `test-results/screens/following-${device}.png` });

    // The engine plays it now: its kick-off (and what follows) comes as an alert in this tab. The
    // tab's alerts start with the signed-in session, read the followed matches and watch each on
    // its channel: the api saying the tab is subscribed to the match's channel is the moment.
    const watching = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"subscribed"') && String(frame.payload).includes(`"match:${match.id}"`)) resolve();
        }),
      ),
    );
    await page.goto('/');
    await remoteArea(page, 'scores');
    await watching;
    const played = Date.now();
    expect((await (await request.post(`${E2E_SHELL}/api/dev/matches/${match.id}/play-now`)).json()).code).toBe(0);
    const toast = page.getByTestId('toast').filter({ hasText: match.home.name });
    await expect(toast).toBeVisible({ timeout: 30_000 });
    test.info().annotations.push({ type: 'alert latency', description: `${Date.now() - played} ms from "play now" to the toast (the engine ticks once a second)` });
    await page.screenshot({ path: `test-results/screens/alert-toast-${device}.png` });
    await toast.getByTestId('toast-link').click();
    await expect(page).toHaveURL(new RegExp(`/(pc|m)/detail\\?id=${match.id}$`));
  });
}
