// The page's field-data queue: events wait here and leave in beacons (at most
// RUM_LIMITS.eventsPerBeacon each) when enough have gathered, every few seconds, and when the page
// is hidden or left. Pure: the page wiring (fieldData.ts) gives it the sender and the context.
import { RUM_LIMITS, type RumBeacon, type RumDeviceClass, type RumEvent, type RumOwner } from '@matchday/contracts/rum/contract';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';

/** Events gathered before a beacon leaves without waiting for the timer. */
export const RUM_FLUSH_AT = 20;

export interface RumContext {
  release: number;
  device: RumDeviceClass;
  language: string;
  sampleRate: number;
}

export interface RumReporter {
  add(event: RumEvent): void;
  /** Sends what is queued (the page is being hidden or left, or the timer). */
  flush(): void;
  readonly pending: number;
}

/** `send` answers whether the browser took the beacon (sendBeacon's answer); one not taken is dropped, never retried in a loop. */
export function createRumReporter(context: () => RumContext, send: (body: string) => boolean): RumReporter {
  let queue: RumEvent[] = [];
  const flush = () => {
    while (queue.length > 0) {
      const events = queue.slice(0, RUM_LIMITS.eventsPerBeacon);
      queue = queue.slice(events.length);
      const beacon: RumBeacon = { ...context(), events };
      send(JSON.stringify(beacon));
    }
  };
  return {
    add(event) {
      queue.push(event);
      if (queue.length >= RUM_FLUSH_AT) flush();
    },
    flush,
    get pending() {
      return queue.length;
    },
  };
}

/**
 * An error's message without personal data: no query strings (a token or a phone could be in
 * one), cut short.
 */
export function cleanMessage(message: string): string {
  return message.replace(/\?[^\s)'"]*/g, '').slice(0, RUM_LIMITS.messageLength);
}

/** Whether a failure is a script chunk that did not load (webpack/rspack's ChunkLoadError, a failed dynamic import). */
export function isChunkFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(text);
}

/**
 * The remote whose build a script address belongs to (a remote's files live beside its manifest,
 * in its version's folder on its own origin or under a path of the CDN's), else the shell.
 */
export function ownerOfScript(url: string | undefined, release: ReleaseManifest | null, base = location.href): RumOwner {
  if (!url || !release) return 'shell';
  const script = new URL(url, base).href;
  for (const remote of REMOTE_IDS) {
    const folder = new URL('.', new URL(release.remotes[remote].manifestUrl, base)).href;
    if (script.startsWith(folder)) return remote;
  }
  return 'shell';
}

/** A remote's version on this page (the release's), or the shell's own. */
export function versionOf(owner: RumOwner, release: ReleaseManifest | null, shellVersion: string): string {
  return owner === 'shell' ? shellVersion : (release?.remotes[owner as RemoteId].version ?? '0.0.0');
}
