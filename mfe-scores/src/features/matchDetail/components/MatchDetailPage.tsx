// `/pc/detail?id=…` and its phone twin `/m/detail?id=…`: the match, live, tab by tab. The phone's
// data pages (`/m/detail/s`, `/m/analysis`, …) are the same page with fewer tabs.
import type { PageMetaFields } from '@matchday/shared/bus/topics';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useLocation, useSearchParams } from '@matchday/shared/routing/router';
import { SectionedPage } from '@matchday/ui/SectionedPage';
import { ItemReadFailedState, LoadingState } from '@matchday/ui/StatusViews';
import { useMatch } from '../hooks/useMatch';
import { DETAIL_TABS, tabContent, tabsFor, type DetailTab } from './detailTabs';
import { MatchHeader, MatchHeaderPlaceholder } from './MatchHeader';

interface MatchPageProps {
  routeId: string;
  titleKey: string;
  /** The tabs this page offers (those that fit the match's sport are shown). */
  tabs?: readonly DetailTab[];
}

export function MatchPage({ routeId, titleKey, tabs = DETAIL_TABS }: MatchPageProps) {
  const { t } = useTranslation('scores');
  const [params] = useSearchParams();
  const matchId = params.get('id');
  const { state, retry } = useMatch(matchId);
  const match = state?.detail?.match ?? null;
  const meta: PageMetaFields | undefined = match
    ? { name: `${match.home.name} vs ${match.away.name}`, homeName: match.home.name, awayName: match.away.name, seriesName: match.competition.name }
    : undefined;
  const shown = match ? tabsFor(match).filter((tab) => tabs.includes(tab)) : [...tabs];
  const body = (tab: DetailTab) => {
    if (!matchId) return undefined;
    if (!state || state.status === 'loading' || (!state.detail && state.status !== 'error')) return <LoadingState rows={6} label={t('matchDetail.loading')} />;
    // Inside the page's tab: the page keeps its own heading.
    if (state.status === 'error' || !state.detail)
      return <ItemReadFailedState error={state.error} notFoundTitle={t('matchDetail.notFound')} onRetry={retry} pageHeading={false} />;
    return tabContent(tab, { detail: state.detail, events: state.events });
  };
  return (
    <SectionedPage
      routeId={routeId}
      title={match ? `${match.home.name} – ${match.away.name}` : t(titleKey)}
      // While the match loads, its subtitle line and header keep their places (no layout shift).
      subtitle={match ? t(titleKey) : matchId && state?.status !== 'error' ? '\u00a0' : undefined}
      meta={meta}
      lead={match ? <MatchHeader match={match} /> : matchId && state?.status !== 'error' ? <MatchHeaderPlaceholder /> : undefined}
      sections={shown.map((tab) => ({
        value: tab,
        label: t(`detail.tabs.${tab}`),
        empty: matchId ? t('empty.data') : t('matchDetail.noMatchChosen'),
        content: body(tab),
      }))}
    />
  );
}

/** `/pc/detail?id=…` and `/m/detail?id=…`. */
export function MatchDetailPage() {
  const { pathname } = useLocation();
  return <MatchPage routeId={pathname.startsWith('/m/') ? 'mDetail' : 'detail'} titleKey="detail.title" />;
}
