// Who is live in a sport, read again every 15 s, with every match's score kept current from the
// live match list (one feed for all cards, not one per card).
import { type Live, livesRead } from '@matchday/contracts/lives/contract';
import type { MatchSummary, Sport } from '@matchday/contracts/sports/contract';
import { liveMatchList } from '@matchday/shared/live/liveMatches';
import { useFeed } from '@matchday/shared/live/useFeed';
import { useApiRead, type ApiRead } from '@matchday/ui/useApiRead';
import { useEffect, useMemo, useState } from 'react';
import { listLives } from '../api/streamersApi';

const REFRESH_MS = 15_000;

export function useLives(sport: Sport | undefined): ApiRead<Live[]> {
  const [round, setRound] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setRound((value) => value + 1), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  // The first round may be the answer the page's first screen was drawn from.
  const read = useApiRead(`${sport ?? 'all'}:${round}`, () => listLives(sport), livesRead(sport));
  // The previous answer stays on screen while the next one is read (not another sport's).
  const [shown, setShown] = useState<{ sport: Sport | undefined; lives: Live[] } | null>(read.data ? { sport, lives: read.data } : null);
  useEffect(() => {
    if (read.data) setShown({ sport, lives: read.data });
  }, [read.data, sport]);
  const lives = shown && shown.sport === sport ? shown.lives : null;
  const scores = useLiveScores(Boolean(lives?.length));
  const data = useMemo(() => lives?.map((live) => ({ ...live, match: scores.get(live.match.id) ?? live.match })) ?? null, [lives, scores]);
  return { status: data ? 'ready' : read.status, data, error: data ? null : read.error, retry: read.retry };
}

function useLiveScores(active: boolean): Map<string, MatchSummary> {
  const { state } = useFeed(active ? () => liveMatchList({ view: 'live' }) : null, 'live');
  return useMemo(() => new Map((state?.matches ?? []).map((match) => [match.id, match])), [state]);
}
