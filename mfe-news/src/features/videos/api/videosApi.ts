// The videos api as the video pages call it (public reads through the page's public reader).
import type { Sport } from '@matchday/contracts/sports/contract';
import { VIDEO_PATHS, type VideoDetail, type VideoKind, type VideoPage, videoRead } from '@matchday/contracts/videos/contract';
import { readPublic } from '@matchday/shared/http/publicHttp';

export interface VideoFilter {
  kind?: VideoKind;
  sport?: Sport;
  matchId?: string;
  /** Where the last page ended (none: the newest). */
  cursor?: string;
  pageSize?: number;
}

export const listVideos = (filter: VideoFilter): Promise<VideoPage> => readPublic(VIDEO_PATHS.videos, { params: { ...filter } });

export const getVideo = (videoId: string): Promise<VideoDetail> => {
  const { pattern, path } = videoRead(videoId);
  return readPublic(pattern, { path });
};
