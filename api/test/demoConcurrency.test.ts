// Two api processes starting at the same instant run the same writers: the demo content (experts'
// picks, the editor's articles, the streamer's live) and the viewer samples. Two app instances on
// one database run them at once and every item is there once. The embedded database has one
// connection (its transactions take turns, its statements interleave); on PostgreSQL the two
// instances' writers run on connections of their own, truly at once.
import { DemoEditor } from '../src/domains/dev/demoEditor';
import { DemoExperts } from '../src/domains/dev/demoExperts';
import { DemoStreamer } from '../src/domains/dev/demoStreamer';
import { VIEWER_SAMPLE_SECONDS } from '@matchday/contracts/lives/contract';
import { ingestCall } from './liveFixtures';
import { createTestApi, type TestApi } from './testApi';
import { createMatch } from './tipsFixtures';

let api: TestApi;
let replica: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  replica = await createTestApi({ replicaOf: { db: api.db, clock: api.clock, sms: api.sms } });
});
afterAll(async () => {
  await replica.close();
  await api.close();
});

/** Each instance's demo writers, on its own services. */
const demoWriters = (instance: TestApi) => ({
  experts: new DemoExperts(instance.db, instance.clock, instance.services.plans),
  editor: new DemoEditor(instance.db, instance.clock, instance.services.news, instance.services.media),
  streamer: new DemoStreamer(instance.db, instance.clock, instance.services.lives),
});

const count = async (sql: string, params: unknown[] = []) => Number((await api.db.query<{ count: number }>(sql, params))[0]!.count);

it('two instances writing the demo content at once write every item once', async () => {
  for (let index = 0; index < 12; index += 1) await createMatch(api, { sport: index % 3 === 0 ? 'basketball' : 'football', startsIn: 3600 + index * 60 });
  await createMatch(api, { sport: 'esports', discipline: 'cs2', startsIn: 4000 });
  const finished = await createMatch(api, { sport: 'football', startsIn: -3 * 3600 });
  await api.db.query("UPDATE matches SET status = 'finished', phase = 'full_time', home_score = 2, away_score = 1 WHERE id = $1", [finished]);
  const playing = await createMatch(api, { sport: 'football', startsIn: -600 });
  await api.db.query("UPDATE matches SET status = 'live' WHERE id = $1", [playing]);

  const [first, second] = [demoWriters(api), demoWriters(replica)];
  // The ingest's demo push is on (the live code asked for by both processes at once).
  const [{ liveCode }] = await Promise.all([first.streamer.ensure(), second.streamer.ensure()]);
  expect((await ingestCall(api, 'publish', { liveCode })).body.code).toBe(0);

  const [plans, articles, lives] = await Promise.all([
    Promise.all([first.experts.publish(), second.experts.publish()]),
    Promise.all([first.editor.publish(), second.editor.publish()]),
    Promise.all([first.streamer.keepLive(), second.streamer.keepLive()]),
  ]);

  // The demo users, once each.
  expect(await count("SELECT count(*)::int AS count FROM users WHERE demo AND username LIKE 'Demo %'")).toBe(5);
  // Every demo pick once: one plan per expert and match, as many as were reported published.
  const published = plans[0] + plans[1];
  expect(published).toBeGreaterThan(0);
  expect(await count('SELECT count(*)::int AS count FROM plans p JOIN users u ON u.id = p.expert_id WHERE u.demo')).toBe(published);
  expect(await count('SELECT count(*)::int AS count FROM (SELECT 1 FROM plans GROUP BY expert_id, match_id HAVING count(*) > 1) twice')).toBe(0);
  // The editor's three articles, one per sport.
  expect(articles[0].length + articles[1].length).toBe(3);
  expect(await count("SELECT count(*)::int AS count FROM articles a JOIN users u ON u.id = a.author_id WHERE u.demo AND a.kind = 'editorial'")).toBe(3);
  // One live, started once.
  expect(lives.filter((title) => title !== null)).toHaveLength(1);
  expect(await count("SELECT count(*)::int AS count FROM lives l JOIN users u ON u.id = l.streamer_id WHERE u.demo")).toBe(1);

  // Done: the next round, again from both at once, has nothing to write.
  expect(await Promise.all([first.experts.publish(), second.experts.publish()])).toEqual([0, 0]);
  expect(await Promise.all([first.editor.publish(), second.editor.publish()])).toEqual([[], []]);
  expect(await Promise.all([first.streamer.keepLive(), second.streamer.keepLive()])).toEqual([null, null]);
});

it('two instances sampling the viewers in the same interval write one sample per live', async () => {
  const [live] = await api.db.query<{ id: string }>("SELECT id::text AS id FROM lives WHERE status = 'live'");
  expect(live).toBeDefined();
  // A second into an interval; the instances' timers fire a few seconds apart within it.
  const intervalMs = VIEWER_SAMPLE_SECONDS * 1000;
  api.clock.advance((intervalMs - (api.clock.now().getTime() % intervalMs) + 1000) / 1000);
  await Promise.all([api.services.programmes.sampleViewers(), replica.services.programmes.sampleViewers()]);
  api.clock.advance(5);
  await replica.services.programmes.sampleViewers();
  expect(await count('SELECT count(*)::int AS count FROM live_viewer_samples WHERE live_id = $1', [live!.id])).toBe(1);
  // The next interval is a sample of its own.
  api.clock.advance(VIEWER_SAMPLE_SECONDS);
  await Promise.all([api.services.programmes.sampleViewers(), replica.services.programmes.sampleViewers()]);
  expect(await count('SELECT count(*)::int AS count FROM live_viewer_samples WHERE live_id = $1', [live!.id])).toBe(2);
});
