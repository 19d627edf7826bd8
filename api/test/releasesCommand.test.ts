// The release command goes through the api as the console does when an operator's token is
// given: the same checks and messages, an audit entry naming the operator, and a refusal for an
// api serving another environment. Without a token it writes the files itself and says so.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { loadEnvironment } from '@matchday/tools/config/environments';
import { runReleaseCommandAsOperator } from '@matchday/tools/release/cli';
import { fakeBuild } from '@matchday/tools/release/fakeBuild';
import { ReleaseStore, currentCanaries } from '@matchday/tools/release/releaseStore';
import { createTestApi, type TestApi } from './testApi';

let api: TestApi;
let deploy: string;
let origin: string;
let operator: { token: string; user: { id: string } };

beforeAll(async () => {
  deploy = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-release-command-'));
  process.env.MATCHDAY_DEPLOY_DIR = deploy;
  for (const remote of REMOTE_IDS) fakeBuild(remote, '1.0.0');
  fakeBuild('news', '1.1.0');
  new ReleaseStore(loadEnvironment('local')).init(Object.fromEntries(REMOTE_IDS.map((remote) => [remote, '1.0.0'])) as Record<RemoteId, string>);
  api = await createTestApi();
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  operator = await api.withRoles(['user', 'operator']);
});
afterAll(async () => {
  await api.close();
  delete process.env.MATCHDAY_DEPLOY_DIR;
  fs.rmSync(deploy, { recursive: true, force: true });
});

const command = (...argv: string[]) => runReleaseCommandAsOperator([...argv, '--env', 'local', '--api', origin, '--token', operator.token]);

describe('the release command through the api', () => {
  it("starts and stops a canary as the console does, each audited with the operator's id", async () => {
    const started = await command('canary', 'news', '1.1.0', '--percent', '20', '--note', 'from the terminal');
    expect(started[0]).toMatch(/^local: release #\d+ is live \(through http:\/\/127\.0\.0\.1:\d+, audited\)$/);
    expect(started[1]).toContain('news@1.0.0 (canary 1.1.0 at 20%)');
    expect(currentCanaries('local').news).toMatchObject({ version: '1.1.0', percent: 20 });
    const [entry] = await api.db.query<{ actor_id: string; reason: string }>("SELECT actor_id::text AS actor_id, reason FROM ops_audit WHERE action = 'release.canary'");
    expect(entry).toEqual({ actor_id: operator.user.id, reason: 'from the terminal' });
    await command('stop-canary', 'news');
    expect(currentCanaries('local').news).toBeUndefined();
  });

  it("refuses with the api's message what the console is refused, and an api serving another environment", async () => {
    await expect(command('use', 'news', '9.9.9')).rejects.toThrow(/9\.9\.9/);
    await expect(command('canary', 'news', '1.1.0', '--percent', '100')).rejects.toThrow('A canary reaches a whole number from 1 to 99 per cent of visitors');
    await expect(runReleaseCommandAsOperator(['disable', 'tips', '--env', 'e2e', '--api', origin, '--token', operator.token])).rejects.toThrow('serves the environment "local", not "e2e"');
    const fan = await api.signInByCode();
    await expect(runReleaseCommandAsOperator(['disable', 'tips', '--env', 'local', '--api', origin, '--token', fan.token])).rejects.toThrow();
    expect(new ReleaseStore(loadEnvironment('local')).current()!.remotes.tips.enabled).toBe(true);
  });

  it('without a token writes the files itself and says the change is not audited', async () => {
    const lines = await runReleaseCommandAsOperator(['disable', 'tips', '--env', 'local']);
    expect(lines.at(-1)).toMatch(/^not audited: /);
    expect(new ReleaseStore(loadEnvironment('local')).current()!.remotes.tips.enabled).toBe(false);
  });
});
