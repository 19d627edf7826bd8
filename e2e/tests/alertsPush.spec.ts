// A followed team's match reaches the fan with every tab closed, by Web Push: the fan's browser
// is stood in for by a push service on this machine with the keys a browser would make (the
// headless browser here has no push service to subscribe at); the test reads each message as a
// browser would, checking the site's VAPID signature and decrypting it. The match kicks off now
// and is played in real time (alerts are for what happens now: a goal is tested in the api's
// tests, where the clock is the test's).
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import type { Page as ApiPage } from '@matchday/contracts/http/paging';
import { alertOf, startPushService, vapidClaims } from '../../api/test/pushService';
import { signUp } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { E2E_SHELL } from '../support/site';

test("a followed team's kick-off reaches a closed site by Web Push, signed and decrypted", async ({ request }) => {
  test.setTimeout(90_000);
  const push = await startPushService();
  try {
    const fan = await signUp(request);
    const headers = { token: fan.token, lan: 'en_US' };
    const coming = (await (await request.get(`${E2E_SHELL}/api/sports/matches?view=tomorrow&tz=UTC&sport=football&pageSize=50`)).json()) as { data: ApiPage<MatchSummary> };
    const match = coming.data.items.filter((item) => item.status === 'not_started')[9]!;

    // The fan follows the away side and turns alerts on in a browser; no tab of the site is open.
    expect((await (await request.put(`${E2E_SHELL}/api/favourites/team/${match.away.id}`, { headers })).json()).code).toBe(0);
    const browser = push.newBrowser();
    expect((await (await request.post(`${E2E_SHELL}/api/alerts/subscriptions`, { headers, data: browser.subscription })).json()).code).toBe(0);

    const kickedOff = performance.now();
    expect((await (await request.post(`${E2E_SHELL}/api/dev/matches/${match.id}/kick-off`)).json()).code).toBe(0);
    await expect.poll(() => push.messagesOf(browser).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const [message] = push.messagesOf(browser);
    test.info().annotations.push({ type: 'push latency', description: `${Math.round(message!.at - kickedOff)} ms from "kick off now" to the push service (the engine ticks once a second)` });

    const key = ((await (await request.get(`${E2E_SHELL}/api/alerts/vapid-key`)).json()) as { data: { publicKey: string } }).data.publicKey;
    expect(vapidClaims(message!).key).toBe(key);
    expect(alertOf(message!, browser)).toMatchObject({
      kind: 'kick_off',
      matchId: match.id,
      title: `Kick-off: ${match.home.name} – ${match.away.name}`,
      url: `/pc/detail?id=${match.id}`,
      tag: expect.stringMatching(new RegExp(`^match:${match.id}:\\d+$`)),
    });
  } finally {
    await push.close();
  }
});
