// The api as a process: it migrates its embedded database, answers health, and on SIGTERM
// finishes the requests in flight before exiting cleanly.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_DATABASE_KIND } from './testDatabase';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

describe.runIf(TEST_DATABASE_KIND === 'embedded')('api process', () => {
  it('starts on a fresh data folder, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matchday-api-process-'));
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MATCHDAY_DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      let health: Response | undefined;
      for (let attempt = 0; attempt < 200 && !health?.ok; attempt += 1) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await health!.json()).toMatchObject({ code: 0, data: { database: 'embedded' } });

      // A request in flight when the signal arrives still gets its answer.
      const inFlight = fetch(`http://127.0.0.1:${port}/api/auth/codes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', lan: 'en_US' },
        body: JSON.stringify({ phone: '+8613900009999' }),
      });
      await new Promise((resolve) => setTimeout(resolve, 5));
      child.kill('SIGTERM');
      const answer = await inFlight;
      expect(((await answer.json()) as { code: number }).code).toBe(0);
      expect(await exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
