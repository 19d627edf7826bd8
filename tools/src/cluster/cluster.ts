// A production-shaped Matchday on one machine: nginx as the edge in front of two api processes,
// two ingest servers and the shell's server; PostgreSQL, Redis and an S3-compatible object store
// behind them. Every process is its own, logged to `.data/cluster/logs/<name>.log`, and can be
// killed and started again on its own (the chaos test does).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LOCAL_S3_CREDENTIALS, startLocalS3, type LocalS3 } from '@matchday/storage/localS3';
import { S3Store } from '@matchday/storage/s3Store';
import { loadEnvironment } from '../config/environments';
import { deployDir, repoRoot } from '../config/paths';
import { prepareSite } from '../serve/prepareSite';
import { CLUSTER_BUCKET, CLUSTER_ENVIRONMENT, CLUSTER_PORTS, clusterDataDir } from './clusterLayout';
import { OwnPostgres, OwnRedis, waitForPort } from './clusterServices';
import { findNginx, writeNginxConfig } from './nginxConfig';

export interface ClusterOptions {
  /** PostgreSQL and Redis of the cluster's own (stopped and started by the chaos run); else the machine's. */
  ownServices?: boolean;
  /** The machine's PostgreSQL (a database `matchday_cluster` is made on it) and Redis. */
  databaseUrl?: string;
  redisUrl?: string;
  /** The demo streamer's generated push, from the first ingest (default on). */
  demoPush?: boolean;
  /** More settings for the api processes (engine speed, connection caps for load runs). */
  apiEnv?: Record<string, string>;
  /** Fresh data: the database, Redis keys and the store emptied first (own services only). */
  fresh?: boolean;
  log?: (line: string) => void;
}

export type ClusterProcess = 'api-1' | 'api-2' | 'ingest-1' | 'ingest-2' | 'shell' | 'nginx';
export const CLUSTER_PROCESSES: readonly ClusterProcess[] = ['api-1', 'api-2', 'ingest-1', 'ingest-2', 'shell', 'nginx'];

interface Running {
  child: ChildProcess;
  exited: Promise<void>;
}

const NODE_ARGS = ['--import', 'tsx'];

export class Cluster {
  private readonly running = new Map<ClusterProcess, Running>();
  private readonly dir = clusterDataDir();
  private readonly secret = process.env.MATCHDAY_INGEST_SECRET ?? randomBytes(24).toString('base64url');
  private s3: LocalS3 | null = null;
  readonly postgres: OwnPostgres | null;
  readonly redis: OwnRedis | null;
  private databaseUrl = '';
  private redisUrl = '';
  private nginx: ReturnType<typeof findNginx> | null = null;
  private readonly log: (line: string) => void;

  constructor(private readonly options: ClusterOptions = {}) {
    this.log = options.log ?? ((line) => console.log(`[cluster] ${line}`));
    this.postgres = options.ownServices ? new OwnPostgres(path.join(this.dir, 'pg'), CLUSTER_PORTS.ownPostgres) : null;
    this.redis = options.ownServices ? new OwnRedis(CLUSTER_PORTS.ownRedis) : null;
  }

  /** The secret the api and the ingests share (the chaos run signs clip addresses with it). */
  get ingestSecret(): string {
    return this.secret;
  }

  get logDir(): string {
    return path.join(this.dir, 'logs');
  }

  async start(): Promise<void> {
    this.nginx = findNginx();
    const taken = await portsInUse([CLUSTER_PORTS.edge, CLUSTER_PORTS.rtmp, CLUSTER_PORTS.shell, ...CLUSTER_PORTS.apis, ...CLUSTER_PORTS.ingestHls, ...CLUSTER_PORTS.ingestRtmp, CLUSTER_PORTS.s3, ...(this.options.ownServices ? [CLUSTER_PORTS.ownPostgres, CLUSTER_PORTS.ownRedis] : [])]);
    if (taken.length > 0) throw new Error(`ports in use: ${taken.join(', ')} (another cluster still running?)`);
    fs.mkdirSync(this.logDir, { recursive: true });
    const environment = loadEnvironment(CLUSTER_ENVIRONMENT);
    await prepareSite(environment);

    if (this.postgres && this.redis) {
      if (this.options.fresh) fs.rmSync(path.join(this.dir, 'pg'), { recursive: true, force: true });
      await this.postgres.start();
      await this.redis.start();
      this.databaseUrl = this.postgres.url;
      this.redisUrl = this.redis.url;
    } else {
      this.databaseUrl = this.options.databaseUrl ?? process.env.MATCHDAY_CLUSTER_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/matchday_cluster';
      this.redisUrl = this.options.redisUrl ?? process.env.MATCHDAY_CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/3';
      ensureDatabase(this.databaseUrl);
    }
    if (this.options.fresh) fs.rmSync(path.join(this.dir, 's3'), { recursive: true, force: true });
    await this.startStore();

    // One api first, so the migrations run once (a second process would wait on their lock anyway).
    for (const name of CLUSTER_PROCESSES) {
      await this.startProcess(name);
      if (name === 'api-1') await this.waitHealthy(CLUSTER_PORTS.apis[0], 120_000);
    }
    await this.waitHealthy(CLUSTER_PORTS.apis[1], 120_000);
    await waitForPort(CLUSTER_PORTS.edge);
    this.log(`up: http://localhost:${CLUSTER_PORTS.edge} (logs in ${this.logDir})`);
  }

  async startStore(): Promise<void> {
    this.s3 = await startLocalS3({ directory: path.join(this.dir, 's3'), port: CLUSTER_PORTS.s3, bucket: CLUSTER_BUCKET });
  }

  /** The object store goes away (its server stops); `startStore` brings it back with what it held. */
  async stopStore(): Promise<void> {
    await this.s3?.close();
    this.s3 = null;
  }

  pid(name: ClusterProcess): number | undefined {
    return this.running.get(name)?.child.pid;
  }

  /** Kills one process (`SIGKILL` by default: no goodbye) and waits until it is gone. */
  async kill(name: ClusterProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const running = this.running.get(name);
    if (!running) return;
    running.child.kill(signal);
    // A graceful stop that does not end within 10 s (a shutdown waiting on a store that is away) is cut.
    const cut = signal === 'SIGKILL' ? null : setTimeout(() => running.child.kill('SIGKILL'), 10_000);
    await running.exited;
    if (cut) clearTimeout(cut);
  }

  async startProcess(name: ClusterProcess): Promise<void> {
    const { command, args, env } = this.commandFor(name);
    const out = fs.openSync(path.join(this.logDir, `${name}.log`), 'a');
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', out, out] });
    fs.closeSync(out);
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.running.set(name, { child, exited });
    void exited.then(() => {
      if (this.running.get(name)?.child === child) this.running.delete(name);
    });
    if (name === 'shell') await waitForPort(CLUSTER_PORTS.shell);
    if (name.startsWith('ingest')) await waitForPort(CLUSTER_PORTS.ingestHls[name === 'ingest-1' ? 0 : 1], 60_000);
  }

  async waitHealthy(port: number, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`the api on :${port} did not become healthy (see ${this.logDir})`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async stop(): Promise<void> {
    for (const name of [...CLUSTER_PROCESSES].reverse()) await this.kill(name, name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
    await this.stopStore();
    await this.redis?.stop();
    await this.postgres?.stop();
  }

  private commandFor(name: ClusterProcess): { command: string; args: string[]; env: NodeJS.ProcessEnv } {
    const storage = {
      MATCHDAY_S3_BUCKET: CLUSTER_BUCKET,
      MATCHDAY_S3_ENDPOINT: `http://127.0.0.1:${CLUSTER_PORTS.s3}`,
      MATCHDAY_S3_FORCE_PATH_STYLE: 'on',
      AWS_ACCESS_KEY_ID: LOCAL_S3_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_S3_CREDENTIALS.secretAccessKey,
    };
    const edge = `http://localhost:${CLUSTER_PORTS.edge}`;
    if (name === 'api-1' || name === 'api-2') {
      const index = name === 'api-1' ? 0 : 1;
      return {
        command: process.execPath,
        args: [...NODE_ARGS, 'api/src/server.ts'],
        env: {
          ...process.env,
          ...storage,
          HOST: '127.0.0.1',
          PORT: String(CLUSTER_PORTS.apis[index]),
          MATCHDAY_ENV: CLUSTER_ENVIRONMENT,
          DATABASE_URL: this.databaseUrl,
          REDIS_URL: this.redisUrl,
          MATCHDAY_DATA_DIR: path.join(this.dir, name),
          MATCHDAY_TRUSTED_PROXIES: 'loopback',
          MATCHDAY_SITE_ORIGINS: edge,
          MATCHDAY_PUBLIC_URL: edge,
          MATCHDAY_INGEST_SECRET: this.secret,
          MATCHDAY_RTMP_ADDRESS: `rtmp://127.0.0.1:${CLUSTER_PORTS.rtmp}/live`,
          ...loadEnvironment(CLUSTER_ENVIRONMENT).apiEnv,
          ...this.options.apiEnv,
        },
      };
    }
    if (name === 'ingest-1' || name === 'ingest-2') {
      const index = name === 'ingest-1' ? 0 : 1;
      return {
        command: process.execPath,
        args: [...NODE_ARGS, 'ingest/src/server.ts'],
        env: {
          ...process.env,
          ...storage,
          MATCHDAY_INGEST_SECRET: this.secret,
          // Through the edge: either api answers.
          MATCHDAY_INGEST_API: `http://127.0.0.1:${CLUSTER_PORTS.edge}`,
          MATCHDAY_INGEST_RTMP_PORT: String(CLUSTER_PORTS.ingestRtmp[index]),
          MATCHDAY_INGEST_HTTP_PORT: String(CLUSTER_PORTS.ingestHls[index]),
          MATCHDAY_INGEST_DIR: path.join(this.dir, name),
          MATCHDAY_DEMO_PUSH: index === 0 && this.options.demoPush !== false ? 'on' : 'off',
        },
      };
    }
    if (name === 'shell')
      return {
        command: process.execPath,
        args: [...NODE_ARGS, 'tools/src/serve/serveApp.ts', '--env', CLUSTER_ENVIRONMENT, '--app', 'shell', '--port', String(CLUSTER_PORTS.shell)],
        env: process.env,
      };
    const nginx = this.nginx ?? findNginx();
    const prefix = path.join(this.dir, 'nginx');
    const file = writeNginxConfig(
      {
        prefix,
        edgePort: CLUSTER_PORTS.edge,
        rtmpPort: CLUSTER_PORTS.rtmp,
        shell: `127.0.0.1:${CLUSTER_PORTS.shell}`,
        apis: CLUSTER_PORTS.apis.map((port) => `127.0.0.1:${port}`),
        ingestHls: CLUSTER_PORTS.ingestHls.map((port) => `127.0.0.1:${port}`),
        ingestRtmp: CLUSTER_PORTS.ingestRtmp.map((port) => `127.0.0.1:${port}`),
        deployDir: deployDir(),
      },
      nginx.streamModule,
    );
    return { command: nginx.binary, args: ['-p', prefix, '-c', file, '-e', path.join(prefix, 'error.log')], env: process.env };
  }
}

async function portsInUse(ports: number[]): Promise<number[]> {
  const taken: number[] = [];
  for (const port of ports)
    if (await waitForPort(port, 0).then(() => true, () => false)) taken.push(port);
  return taken;
}

/** The cluster's object store, for a run that looks into it (chaos, soak). */
export function clusterStore(): S3Store {
  return new S3Store({ bucket: CLUSTER_BUCKET, region: 'us-east-1', endpoint: `http://127.0.0.1:${CLUSTER_PORTS.s3}`, forcePathStyle: true, credentials: { ...LOCAL_S3_CREDENTIALS }, timeoutMs: 3000 });
}

/** What the load runs ask of the api: one client address for a crowd (behind the edge), codes without address limits, a short calendar. */
export const LOAD_RUN_API_ENV: Record<string, string> = {
  MATCHDAY_WS_PER_ADDRESS: '100000',
  MATCHDAY_WS_PER_SESSION: '100',
  MATCHDAY_CODE_ADDRESS_INTERVAL_SECONDS: '0',
  MATCHDAY_CODE_ADDRESS_DAILY_CAP: '1000000',
  MATCHDAY_ENGINE_HISTORY_DAYS: '1',
  MATCHDAY_ENGINE_FUTURE_DAYS: '2',
};

/** Makes the cluster's database on the machine's PostgreSQL when it is not there yet. */
function ensureDatabase(url: string): void {
  const parsed = new URL(url);
  const name = parsed.pathname.slice(1);
  const exists = execFileSync(
    'psql',
    ['-h', parsed.hostname, '-p', parsed.port || '5432', '-U', decodeURIComponent(parsed.username) || 'root', '-d', 'postgres', '-tAc', `SELECT 1 FROM pg_database WHERE datname = '${name.replace(/'/g, "''")}'`],
    { encoding: 'utf8' },
  ).trim();
  if (exists !== '1')
    execFileSync('createdb', ['-h', parsed.hostname, '-p', parsed.port || '5432', '-U', decodeURIComponent(parsed.username) || 'root', name], { stdio: 'inherit' });
}
