// Lives, rooms and chat messages for the live remote's tests.
import type { ChatMessage, Live, LiveRoom } from '@matchday/contracts/lives/contract';
import { matchSummary } from '@matchday/contracts/testing/sportsFixtures';

export function aLive(patch: Partial<Live> = {}): Live {
  return {
    id: '7',
    roomId: '21',
    streamerName: 'Ada',
    title: 'Derby night watch-along',
    status: 'live',
    startedAt: '2026-11-25T20:00:00.000Z',
    endedAt: null,
    endReason: null,
    pushing: true,
    playbackUrl: '/hls/abcd1234/index.m3u8',
    match: matchSummary({ id: '90', status: 'live', homeScore: 1, awayScore: 0 }),
    viewers: 12,
    ...patch,
  };
}

export function aRoom(patch: Partial<LiveRoom> = {}): LiveRoom {
  return { roomId: '21', streamerName: 'Ada', live: aLive(), followers: 3, following: false, slowModeSeconds: 0, ...patch };
}

export function aMessage(id: string, text: string, patch: Partial<ChatMessage> = {}): ChatMessage {
  return { id, roomId: '21', userId: '30', username: 'fan_30', text, sentAt: '2026-11-25T20:01:00.000Z', staff: false, ...patch };
}
