// A streamer's tool for the load runs: ffmpeg pushing a generated picture and tone over RTMP,
// started again a second after it drops, as OBS's automatic reconnect does.
import type { ChildProcess } from 'node:child_process';
import { startTestPush } from '@matchday/ingest/testPush';

export class StreamerTool {
  private child: ChildProcess | null = null;
  private stopped = false;
  reconnects = 0;

  constructor(private readonly target: string) {}

  start(): void {
    this.child = startTestPush({ target: this.target, width: 640, height: 360, fps: 25 });
    this.child.once('exit', () => {
      this.child = null;
      if (this.stopped) return;
      this.reconnects += 1;
      setTimeout(() => !this.stopped && this.start(), 1000);
    });
  }

  stop(): void {
    this.stopped = true;
    this.child?.kill('SIGKILL');
  }
}
