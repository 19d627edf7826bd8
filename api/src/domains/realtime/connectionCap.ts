// How many websockets one api process holds. Each is an open file, and a process out of
// descriptors fails everything else with EMFILE: the engine's ticks, the database, Redis, files
// and calls to providers. So the cap is the process's open-files limit less a reserve for that
// work, and an upgrade past it is refused: accepted and closed at once with
// `REALTIME_CLOSE.serverFull` and its retry hint (a browser sees no HTTP status of a refused
// upgrade, only a close code). A socket counts from its upgrade until it closes, however it
// ends (closed, errored, reset, a handshake that failed), so the count is what is open.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { Duplex } from 'node:stream';
import { REALTIME_CLOSE } from '@matchday/contracts/realtime/protocol';
import type { WebSocket } from 'ws';
import { POSTGRES_POOL_SIZE, type Database } from '../../db/database';

/** Connections one address (a household, an office, a carrier's NAT) may hold, and one session (its tabs). */
export const CONNECTION_CAPS = { perAddress: 50, perSession: 10 };

/** Those caps, and the process's own: the websockets it holds in all (none unless given: see descriptorBudget). */
export type RealtimeCaps = typeof CONNECTION_CAPS & { perProcess: number };

/** Taken when the limit cannot be read: the usual default soft limit (Linux, most shells). */
export const FALLBACK_OPEN_FILE_LIMIT = 1024;
/** Taken for an `unlimited` limit: the most one Linux process may open by default (fs.nr_open). */
const UNLIMITED_OPEN_FILES = 1_048_576;
/** A refused client that does not answer the close within this is cut off: its descriptor is needed. */
export const REFUSAL_GRACE_MS = 1000;

function parseLimit(text: string): number {
  if (text === 'unlimited' || text === 'infinity') return UNLIMITED_OPEN_FILES;
  const limit = Number(text);
  if (!Number.isInteger(limit) || limit <= 0) throw new Error(`not an open-files limit: ${text}`);
  return limit;
}

export interface LimitSources {
  /** The text of /proc/self/limits (Linux). */
  procLimits: () => string;
  /** What `ulimit -n` prints in a child shell, which inherits this process's soft limit. */
  shell: () => string;
}

const systemSources: LimitSources = {
  procLimits: () => fs.readFileSync('/proc/self/limits', 'utf8'),
  shell: () => execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8', timeout: 2000 }),
};

/**
 * This process's soft RLIMIT_NOFILE, the limit that EMFILE enforces. Node raises the soft limit
 * to the hard one as it starts, so this is read from the process, not from the shell that
 * started it; FALLBACK_OPEN_FILE_LIMIT when neither source answers.
 */
export function readOpenFileLimit(sources: LimitSources = systemSources): number {
  try {
    const soft = /^Max open files\s+(\S+)/m.exec(sources.procLimits())?.[1];
    if (soft) return parseLimit(soft);
  } catch {
    // not Linux, or /proc not mounted: ask a shell
  }
  try {
    return parseLimit(sources.shell().trim());
  } catch {
    return FALLBACK_OPEN_FILE_LIMIT;
  }
}

export interface DescriptorBudget {
  openFileLimit: number;
  /** Descriptors kept for everything but websockets. */
  reserve: number;
  /** Websockets the process holds: the limit less the reserve (0 when the reserve takes it all). */
  maxConnections: number;
  /**
   * Incoming sockets of every kind (websockets, HTTP, upgrades being refused) the server accepts
   * at once: the limit less what the process's own work needs. Past it the server closes a new
   * socket as it comes (`server.maxConnections`), so no flood of clients reaches the database's,
   * Redis's or the files' share.
   */
  maxIncoming: number;
}

/** Incoming HTTP beside the websockets: a proxy's keep-alive pool and requests in flight, with room to spare. */
export const HTTP_SHARE_MAX = 768;

/**
 * The reserve, from the limit and the database:
 * - 64 for the process itself: stdio, the event loop's epoll and eventfds, libuv's thread pool,
 *   the log, tsx's pipes (about 30 are open at rest);
 * - the database: the PostgreSQL pool's connections, or the embedded database's relation files
 *   (PGlite keeps one open per table, index and map it touched: about 240 with the engine
 *   playing; short of descriptors it closes its least recently used, so 512 is room, not a ceiling);
 * - 64 for the services: Redis (the broker's two connections and the shared counters'),
 *   outgoing HTTP (providers' feeds, SMS, payments: small keep-alive pools), the object store's
 *   files being read or written;
 * - for incoming HTTP (the site's requests, held open by proxies) and upgrades being refused
 *   (each holds its descriptor until its close, at most REFUSAL_GRACE_MS): a tenth of the limit,
 *   at most HTTP_SHARE_MAX. Requests in flight do not grow with the limit — a process answers a
 *   few hundred at once before its event loop is the bound — so a large limit goes to websockets
 *   (20,000 files: 19,094 websockets on PostgreSQL), and the server's own cap on incoming sockets
 *   (`maxIncoming`) keeps HTTP to what is left when the websockets are all there.
 */
export function descriptorBudget(openFileLimit: number, database: Database['kind']): DescriptorBudget {
  const ownWork = 64 + (database === 'postgres' ? POSTGRES_POOL_SIZE : 512) + 64;
  const reserve = ownWork + Math.min(HTTP_SHARE_MAX, Math.ceil(openFileLimit / 10));
  return { openFileLimit, reserve, maxConnections: Math.max(0, openFileLimit - reserve), maxIncoming: Math.max(0, openFileLimit - ownWork) };
}

/** Refusals held at once, at most: a third of the largest HTTP share. */
export const MAX_REFUSING = 256;

/** What becomes of an upgrade: taken, refused as full (with the close code), or cut without a word. */
export type Admission = 'accept' | 'refuse' | 'drop';

export class ConnectionCap {
  private accepted = 0;
  private refusing = 0;
  private refusals = 0;
  /**
   * Upgrades being refused at once. Past it, one more is cut without a word (its client backs
   * off as after any drop): a stampede of returning clients holds no more than this, which fits
   * in the reserve's share for HTTP.
   */
  readonly maxRefusing: number;

  constructor(readonly maxConnections: number) {
    this.maxRefusing = Math.max(16, Math.min(MAX_REFUSING, Math.ceil(maxConnections / 16)));
  }

  /** Websockets open now, from their upgrade until their socket closed. */
  get held(): number {
    return this.accepted;
  }

  /** Upgrades refused since the process started. */
  get refused(): number {
    return this.refusals;
  }

  /** Decides an upgrade, and counts its socket (accepted or being refused) until it closes. */
  admit(socket: Duplex): Admission {
    if (socket.destroyed) return 'drop'; // gone already: its close was or will be heard by no one
    if (this.accepted < this.maxConnections) {
      this.accepted += 1;
      socket.once('close', () => (this.accepted -= 1));
      return 'accept';
    }
    this.refusals += 1;
    if (this.refusing >= this.maxRefusing) return 'drop';
    this.refusing += 1;
    socket.once('close', () => (this.refusing -= 1));
    return 'refuse';
  }
}

/** Closes an upgraded websocket as full, with the retry hint; cut off if the client does not answer. */
export function refuseAsFull(socket: WebSocket): void {
  socket.close(REALTIME_CLOSE.serverFull.code, REALTIME_CLOSE.serverFull.reason);
  setTimeout(() => socket.terminate(), REFUSAL_GRACE_MS).unref();
}
