// What the lives domain's addresses answer, by method: the envelope's `data` (`null`: done, nothing
// more to say). The api's routes are typed by it and the site's clients read by it; http/replies.ts
// joins every domain's.
import type { CursorPage } from '@matchday/contracts/http/paging';
import type { AuditEntry, ChannelStats, ChatMessage, DemoStreamerCode, IngestHeartbeatAnswer, IngestPublishAnswer, Live, LIVE_PATHS, LiveRoom, Programme, PROGRAMME_PATHS, Report, StreamerChannel } from '@matchday/contracts/lives/contract';
import type { MatchSummary } from '@matchday/contracts/sports/contract';

export interface LivesReplies {
  GET: {
    [LIVE_PATHS.lives]: Live[];
    [LIVE_PATHS.matchLives]: Live[];
    [LIVE_PATHS.room]: LiveRoom;
    [LIVE_PATHS.chat]: ChatMessage[];
    [LIVE_PATHS.channel]: StreamerChannel;
    [LIVE_PATHS.channelMatches]: MatchSummary[];
    [LIVE_PATHS.opsReports]: CursorPage<Report>;
    [LIVE_PATHS.opsAudit]: CursorPage<AuditEntry>;
    [LIVE_PATHS.devDemoStreamer]: DemoStreamerCode;
    [PROGRAMME_PATHS.programmes]: Programme[];
    [PROGRAMME_PATHS.channelProgrammes]: Programme[];
    [PROGRAMME_PATHS.channelStats]: ChannelStats;
  };
  POST: {
    [LIVE_PATHS.chat]: ChatMessage;
    [LIVE_PATHS.chatReport]: null;
    [LIVE_PATHS.roomReport]: null;
    [LIVE_PATHS.roomMutes]: null;
    [LIVE_PATHS.channelLiveCode]: StreamerChannel;
    [LIVE_PATHS.channelLive]: StreamerChannel;
    [LIVE_PATHS.channelLiveEnd]: StreamerChannel;
    [LIVE_PATHS.opsReport]: null;
    [LIVE_PATHS.opsSanctions]: null;
    [LIVE_PATHS.ingestPublish]: IngestPublishAnswer;
    [LIVE_PATHS.ingestHeartbeat]: IngestHeartbeatAnswer;
    [LIVE_PATHS.ingestUnpublish]: null;
    [PROGRAMME_PATHS.channelProgrammes]: Programme[];
  };
  PUT: {
    [LIVE_PATHS.follow]: LiveRoom;
    [LIVE_PATHS.channelSettings]: StreamerChannel;
  };
  PATCH: Record<never, never>;
  DELETE: {
    [LIVE_PATHS.follow]: LiveRoom;
    [LIVE_PATHS.chatMessage]: null;
    [PROGRAMME_PATHS.channelProgramme]: Programme[];
  };
}
