// The ingest: node-media-server takes RTMP pushes; each push is allowed only when the api says
// its live code is an approved, unbanned streamer's, then packaged as HLS under the stream's
// public id (never the secret live code), and recorded whole under the id the api gives it
// (into the object store, as it is written: any ingest serves its replays). Every few seconds the api is told which pushes go on,
// and those it refuses (a reset code, a banned streamer) are cut. Only this machine may play
// the RTMP back (the packager); fans get HLS.
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import NodeMediaServer, { type NmsSession } from 'node-media-server';
import mediaLogger from 'node-media-server/src/core/logger.js';
import type { ObjectStore } from '@matchday/storage/objectStore';
import type { IngestApi } from './apiClient';
import { HlsPackager } from './hlsPackager';
import { createHlsServer } from './hlsServer';
import { finishLeftSpools, RecordingUploader } from './recordingUploader';

export interface IngestOptions {
  api: IngestApi;
  /** The secret shared with the api: the api signs with it the addresses of clips and stills it makes public. */
  secret: string;
  rtmpPort: number;
  httpPort: number;
  /** Where live HLS folders are written (and served from). */
  hlsRoot: string;
  /** node-media-server's own small store. */
  dataDir: string;
  /** Where recordings and stills are kept, for every ingest. */
  store: ObjectStore;
  /** Local folder where recordings wait for their upload (and stills are made). */
  spoolRoot: string;
  segmentSeconds?: number;
  heartbeatMs?: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

interface Push {
  session: NmsSession;
  liveCode: string;
  streamId: string | null;
  packager: HlsPackager | null;
  uploader: RecordingUploader | null;
  ended: boolean;
}

const LOOPBACK = /^(127\.|::1|::ffff:127\.)/;

export class IngestServer {
  private readonly media: NodeMediaServer;
  private readonly hls: http.Server;
  private readonly pushes = new Map<string, Push>();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly log: NonNullable<IngestOptions['log']>;
  /** Recordings still being uploaded after their push ended (the store may be away). */
  private readonly uploads = new Set<Promise<void>>();

  constructor(private readonly options: IngestOptions) {
    this.log = options.log ?? (() => undefined);
    fs.mkdirSync(options.hlsRoot, { recursive: true });
    fs.mkdirSync(options.dataDir, { recursive: true });
    this.media = new NodeMediaServer({ bind: '::', rtmp: { port: options.rtmpPort }, store: { path: options.dataDir }, webadmin: { enable: false } });
    // `::` takes IPv6 and IPv4 alike (`localhost` is ::1 first on many machines).
    // Its own log speaks of every packet at `debug`; the ingest logs what matters itself.
    mediaLogger.level = 'error';
    this.media.on('prePublish', (session) => this.onPublish(session));
    this.media.on('prePlay', (session) => {
      if (!LOOPBACK.test(session.ip)) session.close();
    });
    this.hls = createHlsServer(options.hlsRoot, { secret: options.secret, store: options.store, workDirectory: path.join(options.spoolRoot, 'work') });
  }

  async start(): Promise<{ rtmpPort: number; httpPort: number }> {
    for (const upload of finishLeftSpools(this.recordingsSpool, this.options.store, this.log)) this.keepUploading(upload);
    await this.media.run();
    await new Promise<void>((resolve, reject) => {
      this.hls.once('error', reject);
      this.hls.listen(this.options.httpPort, () => resolve());
    });
    this.heartbeat = setInterval(() => void this.vouch(), this.options.heartbeatMs ?? 3000);
    this.heartbeat.unref();
    return { rtmpPort: this.options.rtmpPort, httpPort: (this.hls.address() as AddressInfo).port };
  }

  private get recordingsSpool(): string {
    return path.join(this.options.spoolRoot, 'rec');
  }

  private keepUploading(upload: Promise<void>): void {
    this.uploads.add(upload);
    void upload.finally(() => this.uploads.delete(upload));
  }

  /** Resolves when every ended push's recording is in the store. */
  async uploaded(): Promise<void> {
    while (this.uploads.size > 0) await Promise.all(this.uploads);
  }

  /** Live codes being pushed now. */
  get pushing(): string[] {
    return [...this.pushes.values()].filter((push) => push.packager).map((push) => push.liveCode);
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await Promise.all([...this.pushes.values()].map((push) => this.end(push)));
    // A little while for the last uploads; what is left is finished by the next start.
    await Promise.race([this.uploaded(), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    await this.media.stop();
    await new Promise<void>((resolve) => this.hls.close(() => resolve()));
  }

  private onPublish(session: NmsSession): void {
    const push: Push = { session, liveCode: session.streamName, streamId: null, packager: null, uploader: null, ended: false };
    if (session.streamApp !== 'live' || this.pushes.has(push.liveCode)) {
      session.close();
      return;
    }
    this.pushes.set(push.liveCode, push);
    // A push that stops is over at once (node-media-server would otherwise wait 30 s for a resume).
    if (session.broadcast) session.broadcast.publishGraceMs = 0;
    session.socket?.once('close', () => void this.end(push));
    void this.authorise(push);
  }

  private async authorise(push: Push): Promise<void> {
    let answer: Awaited<ReturnType<IngestApi['publish']>> = null;
    try {
      answer = await this.options.api.publish(push.liveCode);
    } catch (error) {
      this.log('the api could not be asked; push refused', { error: String(error) });
    }
    if (!answer || push.ended) {
      if (!answer) this.log('push refused', { session: push.session.id });
      this.pushes.delete(push.liveCode);
      push.ended = true;
      push.session.close();
      return;
    }
    push.streamId = answer.streamId;
    const recordingDirectory = path.join(this.recordingsSpool, answer.recordingId);
    push.packager = new HlsPackager({
      source: `rtmp://127.0.0.1:${this.options.rtmpPort}/live/${push.liveCode}`,
      directory: path.join(this.options.hlsRoot, answer.streamId),
      recordingDirectory,
      segmentSeconds: this.options.segmentSeconds ?? 1,
      log: (line) => this.log('packager', { streamId: answer.streamId, line }),
    });
    push.uploader = new RecordingUploader({ store: this.options.store, recordingId: answer.recordingId, directory: recordingDirectory, log: this.log }).start();
    this.log('push started', { streamId: answer.streamId });
  }

  /** The push stopped (or was cut): the playlist is closed and the api told. */
  private async end(push: Push): Promise<void> {
    if (push.ended) return;
    push.ended = true;
    if (this.pushes.get(push.liveCode) === push) this.pushes.delete(push.liveCode);
    push.session.close();
    await push.packager?.stop();
    // The api is told at once; the recording's last seconds go up as soon as the store takes them.
    if (push.uploader) this.keepUploading(push.uploader.finish());
    if (push.streamId) {
      this.log('push ended', { streamId: push.streamId });
      await this.options.api.unpublish(push.liveCode).catch((error: unknown) => this.log('unpublish failed', { error: String(error) }));
    }
  }

  /** Tells the api which pushes go on; cuts those it refuses. An api that is away cuts nothing. */
  private async vouch(): Promise<void> {
    const carried = [...this.pushes.values()].filter((push) => push.streamId && !push.ended);
    if (carried.length === 0) return;
    try {
      const { refused } = await this.options.api.heartbeat(carried.map((push) => push.liveCode));
      for (const push of carried)
        if (refused.includes(push.liveCode)) {
          this.log('push cut: refused by the api', { streamId: push.streamId });
          await this.end(push);
        }
    } catch (error) {
      this.log('heartbeat failed', { error: String(error) });
    }
  }
}
