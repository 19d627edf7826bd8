// A followed team's goal, as two fans get it: one with the site open (a toast that opens the
// match), one with every tab closed (a Web Push message, read as a browser would: the site's
// VAPID signature checked, the body decrypted with the browser's keys; the push service is one
// on this machine, as in alertsPush.spec.ts). Three followed teams' matches kick off now (one
// match in fourteen ends 0–0; three together all do once in thousands) and their minutes are
// moved through on the api's development clock, a few at a time (an alert is for what happened
// in the last minutes): this test runs alone, after the others.
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import type { Page as ApiPage } from '@matchday/contracts/http/paging';
import { alertOf, startPushService, vapidClaims, type ReceivedPush, type TestBrowser } from '../../api/test/pushService';
import { signedInPage, signUp } from '../support/accounts';
import { expect, remoteArea, test } from '../support/fixtures';
import { E2E_SHELL, moveApiClock } from '../support/site';

/** Minutes of play moved through at a time: well within the notifier's ten-minute age limit. */
const STEP_SECONDS = 180;

test("a followed team's goal: a toast in the open tab, and a Web Push message to a fan with the site closed", async ({ page, request }) => {
  test.setTimeout(240_000);
  const push = await startPushService();
  try {
    const coming = (await (await request.get(`${E2E_SHELL}/api/sports/matches?view=tomorrow&tz=UTC&sport=football&pageSize=50`)).json()) as { data: ApiPage<MatchSummary> };
    // Not ones the other alert tests play.
    const matches = coming.data.items.filter((item) => item.status === 'not_started').slice(11, 14);
    expect(matches).toHaveLength(3);

    // One fan follows the home sides with the site open; another follows them and allowed alerts in a browser now closed.
    const inTab = await signedInPage(page, request);
    const closed = await signUp(request);
    for (const fan of [inTab, closed])
      for (const match of matches) {
        expect((await (await request.put(`${E2E_SHELL}/api/favourites/team/${match.home.id}`, { headers: { token: fan.token, lan: 'en_US' } })).json()).code).toBe(0);
      }
    const browser: TestBrowser = push.newBrowser();
    expect((await (await request.post(`${E2E_SHELL}/api/alerts/subscriptions`, { headers: { token: closed.token, lan: 'en_US' }, data: browser.subscription })).json()).code).toBe(0);

    // The open tab watches the followed matches' channels (the api says so): then they kick off.
    const unwatched = new Set(matches.map((match) => `"match:${match.id}"`));
    const watching = new Promise<void>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => {
          const payload = String(frame.payload);
          if (!payload.includes('"subscribed"')) return;
          for (const channel of unwatched) if (payload.includes(channel)) unwatched.delete(channel);
          if (unwatched.size === 0) resolve();
        }),
      ),
    );
    // Every toast the tab shows, recorded as it appears: toasts give way to one another after a
    // few seconds, so the one for the goal may be gone by the time the push has been read.
    await page.addInitScript(() => {
      const shown: { text: string; href: string | null }[] = [];
      (window as unknown as { shownToasts: typeof shown }).shownToasts = shown;
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll<HTMLElement>('[data-testid="toast"]')) {
          if (toast.dataset.recorded) continue;
          toast.dataset.recorded = 'yes';
          shown.push({ text: toast.textContent ?? '', href: toast.querySelector('[data-testid="toast-link"]')?.getAttribute('href') ?? null });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await remoteArea(page, 'scores');
    await watching;
    for (const match of matches) expect((await (await request.post(`${E2E_SHELL}/api/dev/matches/${match.id}/kick-off`)).json()).code).toBe(0);

    // Through the matches a few minutes at a time until a first goal reaches the closed browser.
    // A followed team may have another match going on: only these three's goals count.
    const ours = new Set(matches.map((match) => match.id));
    const goalOf = (messages: ReceivedPush[]) =>
      messages.find((message) => {
        const alert = alertOf(message, browser);
        return alert.kind === 'goal' && ours.has(alert.matchId);
      });
    const readMatches = () =>
      Promise.all(matches.map(async (match) => ((await (await request.get(`${E2E_SHELL}/api/sports/matches/${match.id}`)).json()) as { data: { match: MatchSummary } }).data.match));
    // The engine's next tick plays the kick-offs: from then on the clock's moves are its to follow
    // (a move before the engine plays would leave the first minutes' goals older than an alert is
    // sent for). A fresh api's engine first plays its past days: that can take a minute.
    await expect.poll(async () => (await readMatches()).every((match) => match.status === 'live'), { timeout: 90_000 }).toBe(true);
    let goal: ReceivedPush | undefined;
    let movedAt = 0;
    for (let step = 1; !goal; step++) {
      expect(step, 'a football match is over within 130 minutes').toBeLessThan(45);
      movedAt = performance.now();
      // The move answers once the engine has played the minutes moved through.
      await moveApiClock(STEP_SECONDS);
      const now = await readMatches();
      // A goal's alert leaves at the notifier's next sweep (each second), or up to 30 s later when
      // it waits at a hole in the event ids (an insert that may still commit).
      if (now.some((match) => match.homeScore + match.awayScore > 0)) await expect.poll(() => goalOf(push.messagesOf(browser)) !== undefined, { timeout: 35_000 }).toBe(true);
      goal = goalOf(push.messagesOf(browser));
      if (now.every((match) => match.status === 'finished')) break;
    }
    expect(goal, 'one of three matches had a goal').toBeDefined();
    test.info().annotations.push({ type: 'push latency', description: `${Math.round(goal!.at - movedAt)} ms from the clock's move to the goal's push (the engine ticks once a second, the notifier sweeps once a second)` });

    const alert = alertOf(goal!, browser);
    const match = matches.find((one) => one.id === alert.matchId)!;
    // The fan with the site open had the same goal as a toast, linking to the match (the toasts
    // come one after another, the three kick-offs' first, each giving way soon to the next; its
    // link's navigation is alerts.spec.ts's and ToastViewport.test.tsx's).
    const shownToasts = () => page.evaluate(() => (window as unknown as { shownToasts: { text: string; href: string | null }[] }).shownToasts);
    await expect.poll(async () => (await shownToasts()).find((toast) => toast.text.includes(alert.title)), { timeout: 15_000 }).toMatchObject({ href: `/pc/detail?id=${match.id}` });

    const key = ((await (await request.get(`${E2E_SHELL}/api/alerts/vapid-key`)).json()) as { data: { publicKey: string } }).data.publicKey;
    expect(vapidClaims(goal!).key).toBe(key);
    expect(alert).toMatchObject({ kind: 'goal', matchId: match.id, url: `/pc/detail?id=${match.id}` });
    expect(alert.title).toMatch(new RegExp(`^Goal! ${match.home.name} [01]–[01] ${match.away.name}$`));
  } finally {
    await push.close();
  }
});
