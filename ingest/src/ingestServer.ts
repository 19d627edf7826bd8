// The ingest: node-media-server takes RTMP pushes; each push is allowed only when the api says
// its live code is an approved, unbanned streamer's, then packaged as HLS under the stream's
// public id (never the secret live code), and recorded whole under the id the api gives it. Every few seconds the api is told which pushes go on,
// and those it refuses (a reset code, a banned streamer) are cut. Only this machine may play
// the RTMP back (the packager); fans get HLS.
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import NodeMediaServer, { type NmsSession } from 'node-media-server';
import mediaLogger from 'node-media-server/src/core/logger.js';
import type { IngestApi } from './apiClient';
import { HlsPackager } from './hlsPackager';
import { createHlsServer } from './hlsServer';

export interface IngestOptions {
  api: IngestApi;
  /** The secret shared with the api: the api signs with it the addresses of clips and stills it makes public. */
  secret: string;
  rtmpPort: number;
  httpPort: number;
  /** Where HLS folders are written (and served from). */
  hlsRoot: string;
  /** node-media-server's own small store. */
  dataDir: string;
  segmentSeconds?: number;
  heartbeatMs?: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
}

interface Push {
  session: NmsSession;
  liveCode: string;
  streamId: string | null;
  packager: HlsPackager | null;
  ended: boolean;
}

const LOOPBACK = /^(127\.|::1|::ffff:127\.)/;

export class IngestServer {
  private readonly media: NodeMediaServer;
  private readonly hls: http.Server;
  private readonly pushes = new Map<string, Push>();
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly log: NonNullable<IngestOptions['log']>;

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
    this.hls = createHlsServer(options.hlsRoot, { secret: options.secret });
  }

  async start(): Promise<{ rtmpPort: number; httpPort: number }> {
    await this.media.run();
    await new Promise<void>((resolve, reject) => {
      this.hls.once('error', reject);
      this.hls.listen(this.options.httpPort, () => resolve());
    });
    this.heartbeat = setInterval(() => void this.vouch(), this.options.heartbeatMs ?? 3000);
    this.heartbeat.unref();
    return { rtmpPort: this.options.rtmpPort, httpPort: (this.hls.address() as AddressInfo).port };
  }

  /** Live codes being pushed now. */
  get pushing(): string[] {
    return [...this.pushes.values()].filter((push) => push.packager).map((push) => push.liveCode);
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await Promise.all([...this.pushes.values()].map((push) => this.end(push)));
    await this.media.stop();
    await new Promise<void>((resolve) => this.hls.close(() => resolve()));
  }

  private onPublish(session: NmsSession): void {
    const push: Push = { session, liveCode: session.streamName, streamId: null, packager: null, ended: false };
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
    push.packager = new HlsPackager({
      source: `rtmp://127.0.0.1:${this.options.rtmpPort}/live/${push.liveCode}`,
      directory: path.join(this.options.hlsRoot, answer.streamId),
      recordingDirectory: path.join(this.options.hlsRoot, 'rec', answer.recordingId),
      segmentSeconds: this.options.segmentSeconds ?? 1,
      log: (line) => this.log('packager', { streamId: answer.streamId, line }),
    });
    this.log('push started', { streamId: answer.streamId });
  }

  /** The push stopped (or was cut): the playlist is closed and the api told. */
  private async end(push: Push): Promise<void> {
    if (push.ended) return;
    push.ended = true;
    if (this.pushes.get(push.liveCode) === push) this.pushes.delete(push.liveCode);
    push.session.close();
    await push.packager?.stop();
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
