// A live in progress for tests of rooms and their chat: an approved streamer whose tool is
// pushing (through the ingest's own route and secret), on a match in progress.
import type { StreamerChannel } from '@matchday/contracts/lives/contract';
import { createMatch } from './tipsFixtures';
import { TEST_INGEST_SECRET, type TestApi } from './testApi';

export const ingestCall = (api: TestApi, path: string, body: unknown, secret = TEST_INGEST_SECRET) =>
  api.call<{ streamId: string; refused: string[] }>('POST', `/api/ingest/${path}`, { body, headers: { 'x-ingest-secret': secret } });

/** An approved streamer whose tool is pushing, and a match in progress. */
export async function streamerPushing(api: TestApi) {
  const streamer = await api.withRoles(['streamer']);
  const channel = (await api.call<StreamerChannel>('GET', '/api/channel', { token: streamer.token })).body.data;
  expect((await ingestCall(api, 'publish', { liveCode: channel.liveCode })).body.data.streamId).toMatch(/^\w+$/);
  const match = await createMatch(api, { startsIn: -600 });
  await api.db.query("UPDATE matches SET status = 'live' WHERE id = $1", [match]);
  return { streamer, channel, match, roomId: streamer.user.id };
}

/** The same, with its live started. */
export async function liveInProgress(api: TestApi) {
  const pushing = await streamerPushing(api);
  const started = await api.call<StreamerChannel>('POST', '/api/channel/live', { token: pushing.streamer.token, body: { matchId: Number(pushing.match), title: 'Derby night' } });
  expect(started.body.code).toBe(0);
  return pushing;
}
