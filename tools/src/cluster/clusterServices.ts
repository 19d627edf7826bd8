// The cluster's own PostgreSQL and Redis, for runs that stop and restart them (the chaos test):
// a PostgreSQL cluster initialised in `.data/cluster/pg` (run as the `postgres` user when this
// process is root, as PostgreSQL refuses root) and a Redis keeping nothing on disk.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const POSTGRES_BIN = () => {
  const root = '/usr/lib/postgresql';
  const version = fs.existsSync(root) ? fs.readdirSync(root).sort().at(-1) : undefined;
  if (!version) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  return path.join(root, version, 'bin');
};

const asPostgres = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];

export function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nothing answers on port ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

export class OwnPostgres {
  private child: ChildProcess | null = null;

  constructor(
    private readonly directory: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async start(): Promise<void> {
    const data = path.join(this.directory, 'data');
    if (!fs.existsSync(path.join(data, 'PG_VERSION'))) {
      fs.mkdirSync(data, { recursive: true });
      if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', this.directory]);
      const [command, args] = asPostgres(path.join(POSTGRES_BIN(), 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
      execFileSync(command, args, { stdio: 'ignore' });
    }
    const [command, args] = asPostgres(path.join(POSTGRES_BIN(), 'postgres'), [
      ...['-D', data, '-p', String(this.port), '-k', data, '-c', 'listen_addresses=127.0.0.1'],
      ...['-c', 'max_connections=200', '-c', 'fsync=on'],
    ]);
    this.child = spawn(command, args, { stdio: 'ignore' });
    await waitForPort(this.port);
    // Accepting connections may lag the port by a moment.
    for (let tries = 0; tries < 50; tries += 1) {
      try {
        execFileSync(path.join(POSTGRES_BIN(), 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(this.port)]);
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** A fast shutdown, as a restart by an operator or a failover does. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The postmaster itself (runuser, when there is one, does not pass signals on): SIGINT is
    // PostgreSQL's fast shutdown, which ends open connections and exits.
    const postmaster = Number(fs.readFileSync(path.join(this.directory, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmaster, 'SIGINT');
    await exited;
    this.child = null;
  }
}

export class OwnRedis {
  private child: ChildProcess | null = null;

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    this.child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForPort(this.port);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }
}
