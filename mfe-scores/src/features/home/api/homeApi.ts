// The home page's read besides its match lists (those are live feeds): the latest replays and
// highlights of its video tab. A public read.
import { VIDEO_PATHS, type VideoPage } from '@matchday/contracts/videos/contract';
import { readPublic } from '@matchday/shared/http/publicHttp';

/** How many videos the tab shows (all of them are under /video). */
const HOME_VIDEOS = 12;

export function loadLatestVideos(): Promise<VideoPage> {
  return readPublic(VIDEO_PATHS.videos, { params: { pageSize: HOME_VIDEOS } });
}
