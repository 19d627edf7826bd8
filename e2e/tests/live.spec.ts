// Live streams as the people involved use them in the composed site: a user applies to stream
// (refused while under 18), customer service approves, the streamer pushes a generated stream
// with ffmpeg to the ingest, is refused a live on a match three hours away and starts one on a
// match in progress; a fan opens the room and the video plays; fans chat, a non-compliant
// message and a muted fan are refused; the streamer stops the push (the room says "stream
// ended") and ends the live (the chat room closes); the live is kept as a replay that plays.
import type { ChildProcess } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import type { StreamerChannel } from '@matchday/contracts/lives/contract';
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import type { Page as ApiPage } from '@matchday/contracts/http/paging';
import { startTestPush } from '../../ingest/src/testPush';
import { signUp } from '../support/accounts';
import { personWith, staffConsole } from '../support/people';
import { expect, remoteArea, test } from '../support/fixtures';
import { apiNow, E2E_SHELL } from '../support/site';

async function apiGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const answer = await request.get(`${E2E_SHELL}${path}`, { headers: token ? { token } : {} });
  return ((await answer.json()) as { data: T }).data;
}

/** Seconds of video played so far in the room's player. */
const playedSeconds = (page: Page) => page.locator('[data-testid="live-player"] video').evaluate((video: HTMLVideoElement) => video.currentTime);

async function say(page: Page, text: string) {
  const area = page.locator('[data-remote-area="live"]');
  await area.getByRole('textbox', { name: 'Say something' }).fill(text);
  await area.getByRole('button', { name: 'Send' }).click();
}

test('a streamer is approved, pushes with ffmpeg and goes live; fans watch and chat; the push stops and the live ends', async ({ page, request, browser }) => {
  test.setTimeout(180_000);
  let push: ChildProcess | null = null;
  try {
    // 1. A user applies to stream: refused while under 18, then submitted.
    const streamer = await signUp(request);
    await page.addInitScript((value) => localStorage.setItem('token', value), streamer.token);
    await page.goto('/channel?tab=streamerApplication');
    let area = await remoteArea(page, 'channel');
    await area.getByTestId('streamer-birth-date').fill('2012-04-01');
    await area.getByTestId('accept-all-rules').click();
    await area.getByTestId('streamer-apply').click();
    await expect(area.getByTestId('streamer-apply-error')).toHaveText('Streamers must be 18 or over');
    await area.getByTestId('streamer-birth-date').fill('1996-04-01');
    await area.getByTestId('streamer-apply').click();
    await expect(area.getByTestId('streamer-status')).toHaveText('Application submitted, wait for customer service');

    // 2. Customer service approves it in the console.
    const { area: opsArea } = await staffConsole(browser, 'streamers');
    const application = opsArea.locator(`[data-testid="streamer-application"][data-user-id="${streamer.user.id}"]`);
    await application.getByTestId('approve-application').click();
    await expect(application).toBeHidden();

    // 3. The streamer sets up the tool (ffmpeg here) with the push address and live code.
    await page.goto('/channel?tab=liveSettings');
    area = await remoteArea(page, 'channel');
    const address = (await area.getByTestId('push-address').textContent())!;
    const liveCode = (await area.getByTestId('live-code').getAttribute('data-code'))!;
    await expect(area.getByTestId('push-state')).toHaveAttribute('data-pushing', 'false');
    push = startTestPush({ target: `${address}/${liveCode}`, width: 480, height: 270, fps: 25 });
    await expect(area.getByTestId('push-state')).toHaveAttribute('data-pushing', 'true', { timeout: 20_000 });

    // 4. A match three hours away is refused; one in progress is accepted.
    const now = await apiNow(); // the api's time (earlier runs may have moved it ahead)
    const later = async (view: string) =>
      (await apiGet<ApiPage<MatchSummary>>(request, `/api/sports/matches?view=${view}&tz=UTC&pageSize=200`)).items.find(
        (match) => match.status === 'not_started' && new Date(match.startsAt).getTime() - now > 2.5 * 3600_000,
      );
    const far = (await later('today')) ?? (await later('tomorrow'))!;
    const refused = await request.post(`${E2E_SHELL}/api/channel/live`, { headers: { token: streamer.token, lan: 'en_US' }, data: { matchId: Number(far.id), title: 'Too early' } });
    expect(((await refused.json()) as { msg: string }).msg).toBe('Choose a match that is in progress or starts within 1 hour');
    const eligible = await apiGet<MatchSummary[]>(request, '/api/channel/matches', streamer.token);
    const playing = eligible.find((match) => match.status === 'live')!;
    expect(playing, 'the engine has a match in progress').toBeTruthy();
    await area.getByRole('combobox', { name: 'Match' }).click();
    await page.locator(`[role="option"][data-match-id="${playing.id}"]`).click();
    await area.getByTestId('live-title').fill('E2E watch-along');
    await area.getByTestId('start-live').click();
    await expect(area.getByTestId('live-in-progress')).toContainText('E2E watch-along');

    // 5. A fan finds the live, opens the room, and the video plays.
    const fan = await signUp(request);
    const fanPage = await personWith(browser, fan.token);
    await fanPage.goto('/streamer');
    const card = (await remoteArea(fanPage, 'live')).locator(`[data-testid="live-card"][data-room-id="${streamer.user.id}"]`);
    await expect(card).toContainText('E2E watch-along');
    await card.click();
    await expect(fanPage).toHaveURL(new RegExp(`/pc/live\\?id=${streamer.user.id}`));
    const room = await remoteArea(fanPage, 'live');
    await expect(room.getByTestId('live-player')).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
    const first = await playedSeconds(fanPage);
    await expect.poll(() => playedSeconds(fanPage), { timeout: 15_000 }).toBeGreaterThan(first + 1);
    await expect(room.getByTestId('live-match')).toContainText(playing.home.name);

    // 6. Fans chat; a non-compliant message and a muted fan are refused.
    await say(fanPage, 'Great atmosphere tonight');
    await expect(room.getByTestId('chat-text').filter({ hasText: 'Great atmosphere tonight' })).toBeVisible();
    await say(fanPage, 'what a shit referee');
    await expect(room.getByTestId('chat-feedback')).toHaveText('Content non-compliant');

    const rowdy = await signUp(request);
    const rowdyPage = await personWith(browser, rowdy.token);
    await rowdyPage.goto(`/pc/live?id=${streamer.user.id}`);
    const rowdyRoom = await remoteArea(rowdyPage, 'live');
    await say(rowdyPage, 'buy cheap followers');
    // The streamer mutes them from the room's chat.
    await page.goto(`/pc/live?id=${streamer.user.id}`);
    const ownRoom = await remoteArea(page, 'live');
    const message = ownRoom.getByTestId('chat-message').filter({ hasText: 'buy cheap followers' });
    await message.getByRole('button', { name: 'Message actions' }).click();
    await page.getByRole('menuitem', { name: 'Mute for 10 minutes' }).click();
    await say(rowdyPage, 'let me talk');
    await expect(rowdyRoom.getByTestId('chat-feedback')).toHaveText('You have been banned from speaking');

    // 7. The streamer stops the push: the room says so; then ends the live: the chat room closes.
    push.kill('SIGINT');
    push = null;
    await expect(room.getByTestId('live-player')).toHaveAttribute('data-state', 'ended', { timeout: 30_000 });
    await expect(room.getByText('Stream ended')).toBeVisible();
    await page.goto('/channel?tab=liveSettings');
    area = await remoteArea(page, 'channel');
    await expect(area.getByTestId('end-live-note')).toContainText('stopped pushing', { timeout: 15_000 });
    await area.getByTestId('end-live').click();
    await expect(area.getByTestId('live-ended')).toHaveText('The live has ended.');
    await expect(room.getByText('Chat room not open yet')).toBeVisible();
    const channel = await apiGet<StreamerChannel>(request, '/api/channel', streamer.token);
    expect(channel.live).toBeNull();

    // 8. The live is kept as a replay: a fan finds it under /video, its still shows, and it plays.
    await fanPage.goto('/video?kind=replay');
    const videos = await remoteArea(fanPage, 'news');
    const replay = videos.getByTestId('video-card').filter({ hasText: 'E2E watch-along' }).first();
    await expect(replay).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => replay.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    await replay.click();
    const player = videos.getByTestId('video-player');
    await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 30_000 });
    const replayed = (page: Page) => page.locator('[data-testid="video-player"] video').evaluate((video: HTMLVideoElement) => video.currentTime);
    await expect.poll(() => replayed(fanPage), { timeout: 15_000 }).toBeGreaterThan(1);
    await expect(videos.getByTestId('video-title')).toHaveText('E2E watch-along');
  } finally {
    push?.kill('SIGKILL');
  }
});
