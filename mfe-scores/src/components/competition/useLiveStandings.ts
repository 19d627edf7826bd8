// A table that moves with the scores: while it is on screen, a score update of a match of its
// competition (a goal, a match kicking off or ending) reads the standings again, a moment later
// so a burst of updates is one read. The table stays on screen while the next one is read.
import type { Sport, StandingsTable } from '@matchday/contracts/sports/contract';
import { channels } from '@matchday/contracts/realtime/protocol';
import { watchChannel } from '@matchday/shared/realtime/realtime';
import { useEffect, useRef, useState } from 'react';

/** How long after a score update the table is read again. */
export const STANDINGS_SETTLE_MS = 1500;

export interface LiveStandingsSource {
  competitionId: string;
  sport: Sport;
  reload: () => Promise<StandingsTable[]>;
}

export function useLiveStandings(tables: StandingsTable[], source: LiveStandingsSource | undefined): StandingsTable[] {
  const [shown, setShown] = useState(tables);
  useEffect(() => setShown(tables), [tables]);
  const reload = useRef(source?.reload);
  reload.current = source?.reload;
  const competitionId = source?.competitionId;
  const sport = source?.sport;
  useEffect(() => {
    if (!competitionId || !sport) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const subscription = watchChannel(channels.scores(sport)).subscribe((message) => {
      if (message.type !== 'message' || !message.data.matches.some((match) => match.competition.id === competitionId && match.status !== 'not_started')) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        void reload.current?.().then((next) => active && setShown(next), () => undefined); // the table on screen stays
      }, STANDINGS_SETTLE_MS);
    });
    return () => {
      active = false;
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [competitionId, sport]);
  return shown;
}
