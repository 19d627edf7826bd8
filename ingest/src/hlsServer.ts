// Serves the HLS folders as a CDN origin would: live playlists are revalidated on every request
// (they change each segment), segments are immutable (their names are never reused), and only
// names the packager writes are served. Live HLS is this ingest's own (the edge asks each ingest
// in turn: whichever holds the push answers). Recordings come from the object store, so any
// ingest serves any replay: clips and stills are cut on request (recordings.ts), only where the
// api signed the address (videoAddresses.ts); a clip whose segments are all written never changes
// again. Stills are made a few at a time (stills.ts): past the waiting line, 503 with Retry-After;
// an object store that is away is a 503 too.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { StoreUnavailable, type ObjectStore } from '@matchday/storage/objectStore';
import { parseRecording, recordingKeys, type Recording } from '@matchday/storage/recordings';
import { clipPlaylist, segmentAt } from './recordings';
import { SegmentMissing, Stills, StillsBusy, STILLS_RETRY_AFTER_SECONDS } from './stills';
import { VideoAddresses } from './videoAddresses';

const LIVE_FILE = /^\/hls\/([A-Za-z0-9]{4,32})\/(index\.m3u8|[a-z0-9]{1,12}-\d{5,9}\.ts)$/;
const RECORDING_FILE = /^\/hls\/rec\/([A-Za-z0-9]{8,40})\/(clip\.m3u8|thumb\.jpg|r-\d{5,9}\.ts)$/;
const INSTANT = /^\d{10,15}$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function hlsHeaders(file: string): Record<string, string> {
  const playlist = file.endsWith('.m3u8');
  return {
    'Content-Type': playlist ? 'application/vnd.apple.mpegurl' : file.endsWith('.jpg') ? 'image/jpeg' : 'video/mp2t',
    'Cache-Control': playlist ? 'no-cache' : IMMUTABLE,
    'Access-Control-Allow-Origin': '*',
    'X-Content-Type-Options': 'nosniff',
  };
}

const plain = (response: http.ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void => {
  response.writeHead(status, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store', ...headers }).end(text);
};
const notFound = (response: http.ServerResponse): void => plain(response, 404, 'not found');
/** An address of a recording the api did not sign (or the server did not, for a segment). */
const forbidden = (response: http.ServerResponse): void => plain(response, 403, 'forbidden');

function sendFile(request: http.IncomingMessage, response: http.ServerResponse, file: string): void {
  fs.readFile(file, (error, data) => {
    if (error) return notFound(response);
    sendBytes(request, response, file, data);
  });
}

function sendBytes(request: http.IncomingMessage, response: http.ServerResponse, name: string, data: Buffer, cacheControl?: string): void {
  response.writeHead(200, { ...hlsHeaders(name), ...(cacheControl ? { 'Cache-Control': cacheControl } : {}), 'Content-Length': String(data.length) });
  response.end(request.method === 'HEAD' ? undefined : data);
}

const STORE_RETRY_AFTER_SECONDS = 5;
/** Ended recordings' playlists kept parsed (they never change again), the most recent ones. */
const ENDED_KEPT = 64;

interface RecordingRequest {
  request: http.IncomingMessage;
  response: http.ServerResponse;
  recordingId: string;
  name: string;
  query: URLSearchParams;
}

class RecordingFiles {
  private readonly stills: Stills;
  private readonly ended = new Map<string, Recording>();

  constructor(
    private readonly addresses: VideoAddresses,
    private readonly store: ObjectStore,
    workDirectory: string,
  ) {
    this.stills = new Stills({ store, workDirectory });
  }

  async serve(target: RecordingRequest): Promise<void> {
    try {
      await this.answer(target);
    } catch (error) {
      if (error instanceof StoreUnavailable) return plain(target.response, 503, 'unavailable', { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) });
      throw error;
    }
  }

  private async recording(recordingId: string): Promise<Recording | null> {
    const kept = this.ended.get(recordingId);
    if (kept) return kept;
    const text = await this.store.get(recordingKeys.playlist(recordingId));
    if (!text) return null;
    const recording = parseRecording(text.toString('utf8'));
    if (recording.ended) {
      this.ended.set(recordingId, recording);
      if (this.ended.size > ENDED_KEPT) this.ended.delete(this.ended.keys().next().value!);
    }
    return recording;
  }

  private async answer({ request, response, recordingId, name, query }: RecordingRequest): Promise<void> {
    const signature = query.get('sig') ?? '';
    if (name.endsWith('.ts')) {
      if (!this.addresses.segmentAllowed(recordingId, name, signature)) return forbidden(response);
      const segment = await this.store.get(recordingKeys.file(recordingId, name));
      return segment ? sendBytes(request, response, name, segment) : notFound(response);
    }
    if (name === 'clip.m3u8') {
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      if (!INSTANT.test(from) || !INSTANT.test(to) || Number(to) <= Number(from)) return notFound(response);
      if (!(await this.addresses.clipAllowed(recordingId, Number(from), Number(to), signature))) return forbidden(response);
      const recording = await this.recording(recordingId);
      const clip = recording && clipPlaylist(recording, Number(from), Number(to), (segment) => `${segment}?sig=${this.addresses.segmentSignature(recordingId, segment)}`);
      if (!clip) return notFound(response);
      return sendBytes(request, response, name, Buffer.from(clip.playlist), clip.complete ? IMMUTABLE : 'no-cache');
    }
    const at = query.get('at') ?? '';
    if (!INSTANT.test(at)) return notFound(response);
    if (!(await this.addresses.stillAllowed(recordingId, Number(at), signature))) return forbidden(response);
    const recording = await this.recording(recordingId);
    const segment = recording && segmentAt(recording, Number(at));
    if (!segment) return notFound(response);
    try {
      sendBytes(request, response, name, await this.stills.of(recordingId, segment));
    } catch (error) {
      if (error instanceof StillsBusy) return plain(response, 503, 'busy', { 'Retry-After': String(STILLS_RETRY_AFTER_SECONDS) });
      if (error instanceof StoreUnavailable) throw error;
      // The segment is gone from the store (SegmentMissing) or ffmpeg could not read it.
      if (error instanceof SegmentMissing || error instanceof Error) return notFound(response);
      throw error;
    }
  }
}

export interface HlsServerOptions {
  /** Shared with the api, which signs the addresses of the clips and stills it makes public. */
  secret: string;
  /** Where recordings are (any ingest's). */
  store: ObjectStore;
  /** A local folder for stills being made. */
  workDirectory: string;
}

/** `root`: this ingest's live HLS folders. */
export function createHlsServer(root: string, options: HlsServerOptions): http.Server {
  const recordings = new RecordingFiles(new VideoAddresses(options.secret), options.store, options.workDirectory);
  return http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(response);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const recorded = RECORDING_FILE.exec(url.pathname);
    if (recorded) {
      recordings.serve({ request, response, recordingId: recorded[1]!, name: recorded[2]!, query: url.searchParams }).catch(() => {
        if (!response.headersSent) plain(response, 500, 'error');
      });
      return;
    }
    const live = LIVE_FILE.exec(url.pathname);
    if (!live || live[1] === 'rec') return notFound(response);
    sendFile(request, response, path.join(root, live[1]!, live[2]!));
  });
}
