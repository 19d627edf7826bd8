// Serves the HLS folders as a CDN origin would: live playlists are revalidated on every request
// (they change each segment), segments are immutable (their names are never reused), and only
// names the packager writes are served. Recordings are served as clips and stills cut on
// request (see recordings.ts); a clip whose segments are all written never changes again.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { clipPlaylist, readRecording, segmentAt, thumbnail } from './recordings';

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

const notFound = (response: http.ServerResponse): void => {
  response.writeHead(404, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' }).end('not found');
};

function sendFile(request: http.IncomingMessage, response: http.ServerResponse, file: string): void {
  fs.readFile(file, (error, data) => {
    if (error) return notFound(response);
    response.writeHead(200, { ...hlsHeaders(file), 'Content-Length': String(data.length) });
    response.end(request.method === 'HEAD' ? undefined : data);
  });
}

async function serveRecording(request: http.IncomingMessage, response: http.ServerResponse, directory: string, name: string, query: URLSearchParams): Promise<void> {
  if (name.endsWith('.ts')) return sendFile(request, response, path.join(directory, name));
  const recording = readRecording(directory);
  if (!recording) return notFound(response);
  if (name === 'clip.m3u8') {
    const from = query.get('from') ?? '';
    const to = query.get('to') ?? '';
    if (!INSTANT.test(from) || !INSTANT.test(to) || Number(to) <= Number(from)) return notFound(response);
    const clip = clipPlaylist(recording, Number(from), Number(to));
    if (!clip) return notFound(response);
    response.writeHead(200, { ...hlsHeaders(name), 'Cache-Control': clip.complete ? IMMUTABLE : 'no-cache' });
    response.end(request.method === 'HEAD' ? undefined : clip.playlist);
    return;
  }
  const at = query.get('at') ?? '';
  const segment = INSTANT.test(at) ? segmentAt(recording, Number(at)) : null;
  if (!segment) return notFound(response);
  try {
    sendFile(request, response, await thumbnail(directory, segment));
  } catch {
    notFound(response);
  }
}

export function createHlsServer(root: string): http.Server {
  return http.createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound(response);
    const url = new URL(request.url ?? '/', 'http://localhost');
    const recorded = RECORDING_FILE.exec(url.pathname);
    if (recorded) {
      void serveRecording(request, response, path.join(root, 'rec', recorded[1]!), recorded[2]!, url.searchParams);
      return;
    }
    const live = LIVE_FILE.exec(url.pathname);
    if (!live || live[1] === 'rec') return notFound(response);
    sendFile(request, response, path.join(root, live[1]!, live[2]!));
  });
}
