// Whole answers of the sports api for tests, with only what a test cares about changed.
import type { MatchEvent, MatchSummary } from '@matchday/contracts/sports/contract';
import type { Video } from '@matchday/contracts/videos/contract';

export function matchSummary(patch: Partial<MatchSummary> & { id: string }): MatchSummary {
  return {
    sport: 'football',
    discipline: 'football',
    competition: { id: 'c1', name: 'Premier Division', shortName: 'PD', tier: 1, country: 'England' },
    season: '2026',
    round: '12',
    group: '',
    startsAt: '2026-11-24T19:30:00.000Z',
    status: 'not_started',
    phase: 'scheduled',
    clock: 0,
    stoppage: 0,
    home: { id: 't1', name: 'Northbridge Rovers', shortName: 'NBR' },
    away: { id: 't2', name: 'Eastport Athletic', shortName: 'EPA' },
    homeScore: 0,
    awayScore: 0,
    periodScores: [],
    penalties: null,
    winner: null,
    knockout: false,
    bestOf: null,
    venue: 'Riverside Park',
    hot: false,
    redCards: { home: 0, away: 0 },
    version: 1,
    ...patch,
  };
}

/** An event of a match: a home goal in the 23rd minute making it 1–0 unless `patch` says otherwise. */
export function matchEvent(seq: number, type: MatchEvent['type'], patch: Partial<MatchEvent> = {}): MatchEvent {
  return {
    seq,
    type,
    phase: 'first_half',
    minute: 23,
    stoppage: 0,
    side: 'home',
    player: 'A. Scorer',
    detail: {},
    homeScore: 1,
    awayScore: 0,
    at: '2026-11-28T15:23:00Z',
    ...patch,
  };
}

/** A replay (or, with `event` and `replayId`, a highlight) of a match, for the video lists' tests. */
export function videoFixture(patch: Partial<Video> & { id: string; match: MatchSummary }): Video {
  return {
    kind: 'replay',
    title: 'Derby night live',
    streamerName: 'Ada',
    roomId: '7',
    event: null,
    replayId: null,
    durationSeconds: 5405,
    playlistUrl: '/hls/rec/recAbc12345/clip.m3u8?from=1&to=5405001',
    thumbnailUrl: '/hls/rec/recAbc12345/thumb.jpg?at=5001',
    recordedAt: '2026-11-25T20:00:00.000Z',
    ...patch,
  };
}
