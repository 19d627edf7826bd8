import { execFileSync } from 'node:child_process';
import { PassThrough, type Duplex } from 'node:stream';
import { POSTGRES_POOL_SIZE } from '../../db/database';
import { ConnectionCap, FALLBACK_OPEN_FILE_LIMIT, HTTP_SHARE_MAX, MAX_REFUSING, descriptorBudget, readOpenFileLimit } from './connectionCap';

const procLimits = (soft: string, hard = soft) =>
  [
    'Limit                     Soft Limit           Hard Limit           Units     ',
    'Max processes             127431               127431               processes ',
    `Max open files            ${soft.padEnd(21)}${hard.padEnd(21)}files     `,
    'Max locked memory         8388608              8388608              bytes     ',
  ].join('\n');
const closed = (socket: Duplex) => new Promise((resolve) => socket.once('close', resolve));
const unreadable = () => {
  throw new Error('ENOENT');
};

describe('the open-files limit', () => {
  it('is the soft limit of /proc/self/limits, or what a shell says, or the usual default', () => {
    expect(readOpenFileLimit({ procLimits: () => procLimits('256', '4096'), shell: () => '9999\n' })).toBe(256);
    expect(readOpenFileLimit({ procLimits: unreadable, shell: () => '10240\n' })).toBe(10_240);
    expect(readOpenFileLimit({ procLimits: () => 'no such line', shell: () => '2048' })).toBe(2048);
    expect(readOpenFileLimit({ procLimits: unreadable, shell: unreadable })).toBe(FALLBACK_OPEN_FILE_LIMIT);
    expect(readOpenFileLimit({ procLimits: unreadable, shell: () => 'sh: ulimit: not found' })).toBe(FALLBACK_OPEN_FILE_LIMIT);
    expect(readOpenFileLimit({ procLimits: () => procLimits('unlimited'), shell: unreadable })).toBe(1_048_576);
  });

  it('is this process’s own, as a shell it starts inherits it', () => {
    expect(readOpenFileLimit()).toBe(Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim()));
  });
});

describe('the descriptors kept from websockets', () => {
  it('keep the pool, the services and a tenth of the limit for HTTP, the rest for websockets', () => {
    expect(descriptorBudget(256, 'postgres')).toEqual({
      openFileLimit: 256,
      reserve: 64 + POSTGRES_POOL_SIZE + 64 + 26,
      maxConnections: 256 - 64 - POSTGRES_POOL_SIZE - 64 - 26,
      maxIncoming: 256 - 64 - POSTGRES_POOL_SIZE - 64,
    });
    // The embedded database keeps a file open per relation it touched.
    expect(descriptorBudget(1024, 'embedded').maxConnections).toBe(1024 - 64 - 512 - 64 - 103);
  });

  it('keep no more than HTTP_SHARE_MAX for HTTP at a large limit: 19,000 websockets fit in 20,000 files', () => {
    expect(descriptorBudget(20_000, 'postgres')).toEqual({
      openFileLimit: 20_000,
      reserve: 64 + POSTGRES_POOL_SIZE + 64 + HTTP_SHARE_MAX,
      maxConnections: 20_000 - 906,
      maxIncoming: 20_000 - 138,
    });
    expect(descriptorBudget(20_000, 'postgres').maxConnections).toBeGreaterThanOrEqual(19_000);
    expect(descriptorBudget(20_000, 'embedded').maxConnections).toBe(20_000 - 64 - 512 - 64 - HTTP_SHARE_MAX);
    expect(descriptorBudget(1_048_576, 'postgres').reserve).toBe(906);
  });

  it('leave room for the refusals a full process holds at once within the HTTP share', () => {
    for (const limit of [256, 1024, 20_000, 1_048_576]) {
      const budget = descriptorBudget(limit, 'postgres');
      const httpShare = budget.maxIncoming - budget.maxConnections;
      expect(new ConnectionCap(budget.maxConnections).maxRefusing).toBeLessThan(httpShare);
    }
  });

  it('leave no websockets at all rather than eat into the reserve', () => {
    expect(descriptorBudget(256, 'embedded')).toMatchObject({ maxConnections: 0 });
    expect(descriptorBudget(64, 'postgres')).toMatchObject({ maxConnections: 0 });
  });
});

describe('the connection cap', () => {
  it('accepts up to its cap, refuses past it, and counts a socket until it closes, however it ends', async () => {
    const cap = new ConnectionCap(3);
    const sockets = [new PassThrough(), new PassThrough(), new PassThrough()];
    expect(sockets.map((socket) => cap.admit(socket))).toEqual(['accept', 'accept', 'accept']);
    const fourth = new PassThrough();
    expect(cap.admit(fourth)).toBe('refuse');
    expect(cap.held).toBe(3);
    expect(cap.refused).toBe(1);

    sockets[0]!.destroy(); // closed
    sockets[1]!.on('error', () => undefined).destroy(new Error('ECONNRESET')); // errored
    await Promise.all([closed(sockets[0]!), closed(sockets[1]!)]);
    expect(cap.held).toBe(1);
    expect(cap.admit(new PassThrough())).toBe('accept');
    expect(cap.held).toBe(2);
  });

  it('counts nothing for a socket gone before its upgrade was looked at', () => {
    const cap = new ConnectionCap(1);
    const gone = new PassThrough();
    gone.destroy();
    expect(cap.admit(gone)).toBe('drop');
    expect(cap.held).toBe(0);
  });

  it('cuts upgrades without a word past the refusals it holds at once, so a stampede cannot take the reserve', async () => {
    const cap = new ConnectionCap(0);
    expect(cap.maxRefusing).toBe(16);
    const refusing = Array.from({ length: 16 }, () => new PassThrough());
    expect(refusing.map((socket) => cap.admit(socket))).toEqual(Array(16).fill('refuse'));
    expect(cap.admit(new PassThrough())).toBe('drop');
    refusing[0]!.destroy();
    await closed(refusing[0]!);
    expect(cap.admit(new PassThrough())).toBe('refuse');
    expect(cap.refused).toBe(18);
    expect(new ConnectionCap(1_000).maxRefusing).toBe(63);
    expect(new ConnectionCap(19_094).maxRefusing).toBe(MAX_REFUSING);
  });
});
