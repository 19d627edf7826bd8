// A video's title in the reader's language: a replay keeps its live's title; a highlight is
// named by its event, who made it and the minute ("Goal · A. Scorer 23'").
import type { Video } from '@matchday/contracts/videos/contract';
import type { TFunction } from 'i18next';

/** `t` of the common namespace (where the event names are). */

export function videoTitle(video: Video, t: TFunction): string {
  const event = video.event;
  if (!event) return video.title;
  const team = event.side === 'home' ? video.match.home.name : event.side === 'away' ? video.match.away.name : '';
  const who = event.player || team;
  // Isolated left to right: in Arabic, "23'" would otherwise read "'23" (the mark takes the line's direction).
  const minute = event.minute > 0 ? ` \u2066${event.minute}${event.stoppage > 0 ? `+${event.stoppage}` : ''}'\u2069` : '';
  return `${t(`videos.event.${event.type}`)}${who ? ` · ${who}` : ''}${minute}`;
}

/** 1:05, 12:30, 1:02:03 */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
