// node-media-server is JavaScript with JSDoc types only; the parts the ingest uses.
declare module 'node-media-server' {
  import type { Socket } from 'node:net';
  interface NmsConfig {
    bind?: string;
    rtmp?: { port?: number };
    store?: { path?: string };
    webadmin?: { enable?: boolean };
  }
  export interface NmsSession {
    id: string;
    ip: string;
    streamApp: string;
    streamName: string;
    streamPath: string;
    socket?: Socket;
    broadcast?: { publishGraceMs: number };
    close(): void;
  }
  export default class NodeMediaServer {
    constructor(config: NmsConfig);
    on(event: 'prePublish' | 'postPublish' | 'donePublish' | 'prePlay' | 'postPlay' | 'donePlay', listener: (session: NmsSession) => void): void;
    run(): Promise<void>;
    stop(): Promise<void>;
  }
}

declare module 'node-media-server/src/core/logger.js' {
  const logger: { level: 'trace' | 'debug' | 'info' | 'warn' | 'error' };
  export default logger;
}
