// The videos api as the video pages call it (public reads through the page's public reader).
import type { Sport } from '@matchday/shared/api/sports';
import { VIDEO_PATHS, videoRead, type VideoDetail, type VideoKind, type VideoPage } from '@matchday/shared/api/videos';
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
