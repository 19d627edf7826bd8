// Development content: the demo streamer's tool. It asks the api (development services only)
// for the demo streamer's live code and pushes a generated picture and tone to this ingest,
// starting again whenever the push stops. The api then starts the demo live on a match.
import type { ChildProcess } from 'node:child_process';
import { INGEST_SECRET_HEADER, LIVE_PATHS } from '@matchday/contracts/lives/contract';
import type { ApiReply } from '@matchday/contracts/http/replies';
import type { ApiEnvelope } from '@matchday/contracts/http/envelope';
import { startTestPush } from './testPush';

export interface DemoPushOptions {
  apiOrigin: string;
  secret: string;
  rtmpPort: number;
  log: (message: string) => void;
}

export function runDemoPush(options: DemoPushOptions): () => void {
  let stopped = false;
  let child: ChildProcess | null = null;
  let timer: NodeJS.Timeout | null = null;
  const again = (ms: number) => {
    if (!stopped) timer = setTimeout(() => void cycle(), ms);
  };
  const cycle = async () => {
    const liveCode = await fetch(new URL(LIVE_PATHS.devDemoStreamer, options.apiOrigin), { headers: { [INGEST_SECRET_HEADER]: options.secret }, signal: AbortSignal.timeout(5000) })
      .then((response) => response.json() as Promise<ApiEnvelope<ApiReply<'GET', typeof LIVE_PATHS.devDemoStreamer>>>)
      .then((answer) => (answer.code === 0 ? answer.data.liveCode : null))
      .catch(() => null);
    if (stopped) return;
    if (!liveCode) return again(5000); // the api is starting, or has no demo content
    child = startTestPush({ target: `rtmp://127.0.0.1:${options.rtmpPort}/live/${liveCode}`, fps: 25 });
    options.log('demo push started');
    child.on('exit', () => {
      child = null;
      again(5000);
    });
  };
  void cycle();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    child?.kill('SIGKILL');
  };
}
