// Serves the HLS folders as a CDN origin would: live playlists are revalidated on every request
// (they change each segment), segments are immutable (their names are never reused), and only
// names the packager writes are served. Recordings are served as clips and stills cut on
// request (see recordings.ts), only where the api signed the address (videoAddresses.ts); a
// clip whose segments are all written never changes again. Stills are made a few at a time
// (stills.ts): past the waiting line, 503 with Retry-After.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { clipPlaylist, readRecording, segmentAt } from './recordings';
import { Stills, StillsBusy, STILLS_RETRY_AFTER_SECONDS } from './stills';
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
    response.writeHead(200, { ...hlsHeaders(file), 'Content-Length': String(data.length) });
    response.end(request.method === 'HEAD' ? undefined : data);
  });
}

interface RecordingRequest {
  request: http.IncomingMessage;
  response: http.ServerResponse;
  recordingId: string;
  directory: string;
  name: string;
  query: URLSearchParams;
}

class RecordingFiles {
  private readonly stills = new Stills();

  constructor(private readonly addresses: VideoAddresses) {}

  async serve({ request, response, recordingId, directory, name, query }: RecordingRequest): Promise<void> {
    const signature = query.get('sig') ?? '';
    if (name.endsWith('.ts')) {
      if (!this.addresses.segmentAllowed(recordingId, name, signature)) return forbidden(response);
      return sendFile(request, response, path.join(directory, name));
    }
    if (name === 'clip.m3u8') {
      const from = query.get('from') ?? '';
      const to = query.get('to') ?? '';
      if (!INSTANT.test(from) || !INSTANT.test(to) || Number(to) <= Number(from)) return notFound(response);
      if (!(await this.addresses.clipAllowed(recordingId, Number(from), Number(to), signature))) return forbidden(response);
      const recording = readRecording(directory);
      const clip = recording && clipPlaylist(recording, Number(from), Number(to), (segment) => `${segment}?sig=${this.addresses.segmentSignature(recordingId, segment)}`);
      if (!clip) return notFound(response);
      response.writeHead(200, { ...hlsHeaders(name), 'Cache-Control': clip.complete ? IMMUTABLE : 'no-cache' });
      response.end(request.method === 'HEAD' ? undefined : clip.playlist);
      return;
    }
    const at = query.get('at') ?? '';
    if (!INSTANT.test(at)) return notFound(response);
    if (!(await this.addresses.stillAllowed(recordingId, Number(at), signature))) return forbidden(response);
    const recording = readRecording(directory);
    const segment = recording && segmentAt(recording, Number(at));
    if (!segment) return notFound(response);
    try {
      sendFile(request, response, await this.stills.of(directory, segment));
    } catch (error) {
      if (error instanceof StillsBusy) return plain(response, 503, 'busy', { 'Retry-After': String(STILLS_RETRY_AFTER_SECONDS) });
      notFound(response);
    }
  }
}

/** `secret`: shared with the api, which signs the addresses of the clips and stills it makes public. */
export function createHlsServer(root: string, { secret }: { secret: string }): http.Server {
  const recordings = new RecordingFiles(new VideoAddresses(secret));
  return http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(response);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const recorded = RECORDING_FILE.exec(url.pathname);
    if (recorded) {
      const recordingId = recorded[1]!;
      const directory = path.join(root, 'rec', recordingId);
      recordings.serve({ request, response, recordingId, directory, name: recorded[2]!, query: url.searchParams }).catch(() => {
        if (!response.headersSent) plain(response, 500, 'error');
      });
      return;
    }
    const live = LIVE_FILE.exec(url.pathname);
    if (!live || live[1] === 'rec') return notFound(response);
    sendFile(request, response, path.join(root, live[1]!, live[2]!));
  });
}
