// Text live for one sport: pick a live match (or come with `?id=`), then read its commentary
// as it happens.
import type { Sport } from '@matchday/contracts/sports/contract';
import { liveMatchList } from '@matchday/shared/live/liveMatches';
import { PageFrame } from '@matchday/ui/PageFrame';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSearchParams } from '@matchday/shared/routing/router';
import { useEffect, useState } from 'react';
import { useFeed } from '@matchday/shared/live/useFeed';
import { Commentary } from './Commentary';
import { LiveMatchPicker } from './LiveMatchPicker';

export function TextLivePage({ sport, routeId, titleKey }: { sport: Sport; routeId: string; titleKey: string }) {
  const { t } = useTranslation('scores');
  const [params, setParams] = useSearchParams();
  const { state, retry } = useFeed(() => liveMatchList({ view: 'live', sport }), `live:${sport}`);
  const live = state?.matches ?? [];
  const requested = params.get('id');
  // Without `?id=`, the first live match, kept once shown (when it ends and leaves the live list
  // the reader still sees its last lines); the address changes only when the reader chooses.
  const [first, setFirst] = useState<string | null>(null);
  const firstLive = live[0]?.id ?? null;
  useEffect(() => {
    if (!requested && first === null && firstLive !== null) setFirst(firstLive);
  }, [requested, first, firstLive]);
  const matchId = requested || first || firstLive;
  const shown = live.find((match) => match.id === matchId);
  usePageMeta(routeId, shown ? { homeName: shown.home.name, awayName: shown.away.name, seriesName: shown.competition.name } : {});
  const choose = (id: string) => {
    const next = new URLSearchParams(params);
    next.set('id', id);
    setParams(next, { replace: true });
  };
  const loadingList = !state || state.status === 'loading';
  return (
    <PageFrame title={t(titleKey)} subtitle={t('textLive.subtitle')}>
      {loadingList && !requested && <LoadingState rows={2} label={t('textLive.picker.loading')} />}
      {state?.status === 'error' && !requested && <ErrorState onRetry={retry} />}
      {live.length > 0 && <LiveMatchPicker matches={live} selected={matchId} onSelect={choose} />}
      {matchId ? <Commentary key={matchId} matchId={matchId} /> : state?.status === 'ready' && <EmptyState title={t('empty.liveMatches')} hint={t('textLive.noLiveHint')} />}
    </PageFrame>
  );
}
