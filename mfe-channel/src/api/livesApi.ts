// The streamer side of lives as the channel calls it: applying, the channel (live code, start
// and end a live, slow mode); customer service's streamer queue, reports, sanctions and audit log.
import { LIVE_PATHS, PROGRAMME_PATHS, type AuditEntry, type ChannelStats, type Programme, type Report, type StreamerChannel } from '@matchday/shared/api/lives';
import { pathTo } from '@matchday/shared/api/paths';
import type { ApplicationReviewRequest, SanctionRequest, StartLiveRequest, StreamerApplicationRequest } from '@matchday/shared/api/schemas';
import type { MatchSummary } from '@matchday/shared/api/sports';
import { STREAMER_PATHS, type StreamerApplication, type StreamerStatus } from '@matchday/shared/api/streamers';
import type { CursorPage } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

/** Pages show their own errors and refusals; nothing here is a toast. */
const quiet = { notifyErrors: false } as const;

export const streamerStatus = async (): Promise<StreamerStatus> => (await http.get<StreamerStatus>(STREAMER_PATHS.application, quiet)).data;
export const applyAsStreamer = async (request: StreamerApplicationRequest): Promise<StreamerStatus> =>
  (await http.post<StreamerStatus>(STREAMER_PATHS.application, request, quiet)).data;

export const getChannel = async (): Promise<StreamerChannel> => (await http.get<StreamerChannel>(LIVE_PATHS.channel, quiet)).data;
export const resetLiveCode = async (): Promise<StreamerChannel> => (await http.post<StreamerChannel>(LIVE_PATHS.channelLiveCode, undefined, quiet)).data;
export const liveMatches = async (): Promise<MatchSummary[]> => (await http.get<MatchSummary[]>(LIVE_PATHS.channelMatches, quiet)).data;
export const startLive = async (request: StartLiveRequest): Promise<StreamerChannel> => (await http.post<StreamerChannel>(LIVE_PATHS.channelLive, request, quiet)).data;
export const endLive = async (): Promise<StreamerChannel> => (await http.post<StreamerChannel>(LIVE_PATHS.channelLiveEnd, undefined, quiet)).data;
export const setSlowMode = async (slowModeSeconds: number): Promise<StreamerChannel> =>
  (await http.put<StreamerChannel>(LIVE_PATHS.channelSettings, { slowModeSeconds }, quiet)).data;

export const myProgrammes = async (): Promise<Programme[]> => (await http.get<Programme[]>(PROGRAMME_PATHS.channelProgrammes, quiet)).data;
export const scheduleProgramme = async (request: StartLiveRequest): Promise<Programme[]> => (await http.post<Programme[]>(PROGRAMME_PATHS.channelProgrammes, request, quiet)).data;
export const cancelProgramme = async (programmeId: string): Promise<Programme[]> =>
  (await http.delete<Programme[]>(pathTo(PROGRAMME_PATHS.channelProgramme, { programmeId }), quiet)).data;
export const channelStats = async (): Promise<ChannelStats> => (await http.get<ChannelStats>(PROGRAMME_PATHS.channelStats, quiet)).data;

/** Lists the console pages by keyset: the page after `cursor` (null: the first). */
const after = (cursor: string | null) => (cursor ? { cursor } : {});

export const streamerApplications = async (status: StreamerApplication['status'], cursor: string | null): Promise<CursorPage<StreamerApplication>> =>
  (await http.get<CursorPage<StreamerApplication>>(STREAMER_PATHS.opsApplications, { ...quiet, params: { status, ...after(cursor) } })).data;
export const reviewStreamerApplication = async (applicationId: string, review: ApplicationReviewRequest): Promise<StreamerApplication> =>
  (await http.post<StreamerApplication>(pathTo(STREAMER_PATHS.opsReview, { applicationId }), review, quiet)).data;

export const reports = async (status: Report['status'], cursor: string | null): Promise<CursorPage<Report>> =>
  (await http.get<CursorPage<Report>>(LIVE_PATHS.opsReports, { ...quiet, params: { status, ...after(cursor) } })).data;
export const decideReport = async (reportId: string, decision: 'handled' | 'dismissed'): Promise<void> => {
  await http.post(pathTo(LIVE_PATHS.opsReport, { reportId }), { decision }, quiet);
};
export const sanction = async (request: SanctionRequest): Promise<void> => {
  await http.post(LIVE_PATHS.opsSanctions, request, quiet);
};
export const auditLog = async (cursor: string | null): Promise<CursorPage<AuditEntry>> =>
  (await http.get<CursorPage<AuditEntry>>(LIVE_PATHS.opsAudit, { ...quiet, params: after(cursor) })).data;
