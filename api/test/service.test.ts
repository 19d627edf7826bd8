// The service itself: the envelope and its translations, faults hidden but logged, malformed
// input refused without a 500, health, and migrations that apply once and keep data.
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { DirectoryStore } from '@matchday/storage/directoryStore';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import { createEmbeddedDatabase } from '../src/db/database';
import { migrate, readMigrations } from '../src/db/migrate';
import { createTestApi, type TestApi } from './testApi';
import { TEST_DATABASE_KIND } from './testDatabase';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('envelope', () => {
  it('answers health with the database it runs on', async () => {
    const response = await api.call('GET', '/api/health');
    expect(response.body).toMatchObject({ code: 0, data: { status: 'ok', database: TEST_DATABASE_KIND } });
  });

  it('translates refusals into the language of the lan header, zh_CN by default', async () => {
    const refuse = (lan?: string) =>
      api.app.inject({ method: 'POST', url: '/api/auth/codes', payload: { phone: '1' }, headers: lan ? { lan } : {} }).then((r) => r.json().msg);
    expect(await refuse('en_US')).toBe('Phone number is not in a standard format');
    expect(await refuse('ar')).not.toBe(await refuse('en_US'));
    expect(await refuse('zh_tw')).not.toBe(await refuse());
    expect(await refuse()).toBe(await refuse('zh_CN'));
    expect(await refuse('klingon')).toBe(await refuse('zh_CN'));
  });

  it('refuses malformed input with 3000, never a 500', async () => {
    const broken = await api.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: '{"phone":', headers: { 'content-type': 'application/json', lan: 'en_US' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 3000, msg: 'The request body is not valid JSON' });
    const wrongTypes = await api.call('POST', '/api/auth/sign-in', { body: { phone: 42, code: ['1'] } });
    expect(wrongTypes.body.code).toBe(3000);
    const huge = await api.call('POST', '/api/auth/codes', { body: { phone: '1'.repeat(100_000) } });
    expect(huge.body.code).toBe(3000);
    expect((await api.call('GET', '/api/plans/not-a-number')).body).toEqual({ code: 3000, msg: 'This plan does not exist' });
    const token = (await api.signInByCode()).token;
    expect((await api.call('GET', '/api/coins/history?pageSize=0', { token })).body.code).toBe(3000);
    expect((await api.call('GET', '/api/coins/history?cursor=not-ours', { token })).body).toEqual({ code: 3000, msg: 'This place in the list is not valid any more: load the list again' });
  });

  it('answers unknown addresses in the envelope', async () => {
    const response = await api.call('GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: 3000, msg: 'Not found' });
  });

  it('hides a fault behind -1 and the translated default message, and logs it', async () => {
    const lines: string[] = [];
    const logStream = { write: (line: string) => lines.push(line) };
    const { app } = await buildApp({
      db: { ...api.db, query: async () => Promise.reject(new Error('connection reset by peer')) } as never,
      clock: systemClock,
      codeSecret: 'x',
      sms: null,
      payments: [],
      store: new DirectoryStore(os.tmpdir()),
      logger: { level: 'error', stream: logStream },
    });
    const response = await app.inject({ method: 'GET', url: '/api/users/me', headers: { token: 'abc', lan: 'en_US' } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: -1, msg: 'System exception, please try again later' });
    expect(lines.join('')).toContain('connection reset by peer');
    await app.close();
  });

  it('answers 503 with Retry-After, translated, while the database is away (restarting), not a fault', async () => {
    const restarting = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    const { app } = await buildApp({
      db: { ...api.db, query: async () => Promise.reject(restarting) } as never,
      clock: systemClock,
      codeSecret: 'x',
      sms: null,
      payments: [],
      store: new DirectoryStore(os.tmpdir()),
      logger: false,
    });
    for (const [lan, msg] of [
      ['en_US', 'Matchday is busy for a moment; please try again in a few seconds'],
      ['zh_CN', '服务暂时繁忙，请几秒后再试'],
    ]) {
      const response = await app.inject({ method: 'GET', url: '/api/users/me', headers: { token: 'abc', lan } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.json()).toEqual({ code: -1, msg });
    }
    await app.close();
  });
});

describe('migrations', () => {
  it('apply once: a second run does nothing', async () => {
    expect(await migrate(api.db)).toEqual([]);
    const versions = await api.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(readMigrations().map((migration) => migration.version));
  });

  it.runIf(TEST_DATABASE_KIND === 'embedded')('the embedded database keeps its data in a folder across a restart', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-embedded-'));
    try {
      const first = createEmbeddedDatabase({ dataDir: dir });
      await migrate(first);
      await first.query("INSERT INTO users (phone, username, invite_code, created_at) VALUES ('+8613900001111', 'kept', 'KEPTKEPT', now())");
      // One process at a time: a second opener would corrupt the folder.
      expect(() => createEmbeddedDatabase({ dataDir: dir })).toThrow(/in use by process/);
      await first.close();
      const second = createEmbeddedDatabase({ dataDir: dir });
      expect(await migrate(second)).toEqual([]);
      expect(await second.query('SELECT username FROM users')).toEqual([{ username: 'kept' }]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
