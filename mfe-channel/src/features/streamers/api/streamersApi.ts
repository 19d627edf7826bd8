// The streamer side of lives as the channel calls it: applying, the channel (live code, start
// and end a live, slow mode), the programmes a streamer schedules and the data board.
import { type ChannelStats, LIVE_PATHS, type Programme, PROGRAMME_PATHS, type StreamerChannel } from '@matchday/contracts/lives/contract';
import type { StartLiveRequest } from '@matchday/contracts/lives/schemas';
import type { StreamerApplicationRequest } from '@matchday/contracts/streamers/schemas';
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import { STREAMER_PATHS, type StreamerStatus } from '@matchday/contracts/streamers/contract';
import { http } from '@matchday/shared/http/http';

/** Pages show their own errors and refusals; nothing here is a toast. */
const quiet = { notifyErrors: false } as const;

export const streamerStatus = async (): Promise<StreamerStatus> => (await http.get(STREAMER_PATHS.application, quiet)).data;
export const applyAsStreamer = async (request: StreamerApplicationRequest): Promise<StreamerStatus> => (await http.post(STREAMER_PATHS.application, request, quiet)).data;

export const getChannel = async (): Promise<StreamerChannel> => (await http.get(LIVE_PATHS.channel, quiet)).data;
export const resetLiveCode = async (): Promise<StreamerChannel> => (await http.post(LIVE_PATHS.channelLiveCode, undefined, quiet)).data;
export const liveMatches = async (): Promise<MatchSummary[]> => (await http.get(LIVE_PATHS.channelMatches, quiet)).data;
export const startLive = async (request: StartLiveRequest): Promise<StreamerChannel> => (await http.post(LIVE_PATHS.channelLive, request, quiet)).data;
export const endLive = async (): Promise<StreamerChannel> => (await http.post(LIVE_PATHS.channelLiveEnd, undefined, quiet)).data;
export const setSlowMode = async (slowModeSeconds: number): Promise<StreamerChannel> => (await http.put(LIVE_PATHS.channelSettings, { slowModeSeconds }, quiet)).data;

export const myProgrammes = async (): Promise<Programme[]> => (await http.get(PROGRAMME_PATHS.channelProgrammes, quiet)).data;
export const scheduleProgramme = async (request: StartLiveRequest): Promise<Programme[]> => (await http.post(PROGRAMME_PATHS.channelProgrammes, request, quiet)).data;
export const cancelProgramme = async (programmeId: string): Promise<Programme[]> =>
  (await http.delete(PROGRAMME_PATHS.channelProgramme, { ...quiet, path: { programmeId } })).data;
export const channelStats = async (): Promise<ChannelStats> => (await http.get(PROGRAMME_PATHS.channelStats, quiet)).data;
