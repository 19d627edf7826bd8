// What the ingest asks the api: may this live code push (and under which public stream id),
// which of the pushes it carries may go on, and that a push stopped.
import { INGEST_SECRET_HEADER, type IngestHeartbeatAnswer, type IngestPublishAnswer, LIVE_PATHS } from '@matchday/contracts/lives/contract';
import type { ApiPath, ApiReply } from '@matchday/contracts/http/replies';
import type { ApiEnvelope } from '@matchday/contracts/http/envelope';

export interface IngestApi {
  publish(liveCode: string): Promise<IngestPublishAnswer | null>;
  heartbeat(liveCodes: string[]): Promise<IngestHeartbeatAnswer>;
  unpublish(liveCode: string): Promise<void>;
}

export function ingestApi(apiOrigin: string, secret: string, timeoutMs = 5000): IngestApi {
  /** The answer to a POST of `path`, typed by what the api answers there (contracts/src/http/replies.ts). */
  const post = async <P extends ApiPath<'POST'>>(path: P, body: unknown) => {
    const response = await fetch(new URL(path, apiOrigin), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [INGEST_SECRET_HEADER]: secret, lan: 'en_US' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, body: (await response.json()) as ApiEnvelope<ApiReply<'POST', P>> };
  };
  return {
    async publish(liveCode) {
      const answer = await post(LIVE_PATHS.ingestPublish, { liveCode });
      if (answer.status === 403) return null;
      if (answer.body.code !== 0) throw new Error(`publish check failed: ${answer.status} ${answer.body.msg ?? ''}`);
      return answer.body.data;
    },
    async heartbeat(liveCodes) {
      const answer = await post(LIVE_PATHS.ingestHeartbeat, { liveCodes });
      if (answer.body.code !== 0) throw new Error(`heartbeat failed: ${answer.status} ${answer.body.msg ?? ''}`);
      return answer.body.data;
    },
    async unpublish(liveCode) {
      await post(LIVE_PATHS.ingestUnpublish, { liveCode });
    },
  };
}
