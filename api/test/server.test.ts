// The api as a process: it migrates its embedded database, answers health, and on SIGTERM
// finishes the requests in flight before exiting cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort';
import { TEST_DATABASE_KIND } from './testDatabase';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe.runIf(TEST_DATABASE_KIND === 'embedded')('api process', () => {
  it('starts on a fresh data folder, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-api-process-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      // Its log (info) says when a request came in and when the signal was taken.
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MATCHDAY_DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const waiting: { test: (line: string) => boolean; resolve: () => void }[] = [];
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      for (const wait of waiting.filter((one) => one.test(line))) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve();
      }
    });
    /** Resolves on the first log line from now on that passes the test. */
    const logged = (test: (line: string) => boolean) => new Promise<void>((resolve) => waiting.push({ test, resolve }));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let health: Response | undefined;
      // A fresh folder is migrated first: on a busy 2-core machine that took over 20 s.
      for (const deadline = Date.now() + 45_000; Date.now() < deadline && !health?.ok; ) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await health!.json()).toMatchObject({ code: 0, data: { database: 'embedded' } });

      // A request in flight when the signal arrives (half its body sent) still gets its answer.
      const body = JSON.stringify({ phone: '+8613900009999' });
      const inFlight = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/auth/codes',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), lan: 'en_US' },
      });
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        inFlight.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        inFlight.on('error', reject);
      });
      const received = logged((line) => line.includes('incoming request') && line.includes('/api/auth/codes'));
      inFlight.write(body.slice(0, 5));
      await received;
      const taken = logged((line) => line.includes('shutting down'));
      child.kill('SIGTERM');
      await taken;
      inFlight.end(body.slice(5));
      const answer = await answered;
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.text) as { code: number }).code).toBe(0);
      expect(await exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
