// The odds index (exponent): a day's matches with their current prices by market, and one
// match's odds (`?id=`) with a tab per market it is quoted in (`?market=`), each with a chart
// and the history of its prices. The api quotes one price per market (no bookmakers), so
// there is no bookmaker column.
import { ODDS_MARKETS, type OddsMarket } from '@matchday/contracts/sports/rules';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSearchParams } from '@matchday/shared/routing/router';
import { PageFrame } from '@matchday/ui/PageFrame';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import { INDEX_MARKETS, loadMatchOdds, loadMatchOverview } from '../api/oddsApi';
import { useApiRead } from '@matchday/ui/useApiRead';
import { marketsOf } from '../lib/oddsFormat';
import { DaySelect } from '../../../components/DaySelect';
import { DAYS_AHEAD, DAYS_BACK, MarketList, useOddsIndex } from './MarketList';
import { MarketHistory, MatchHeading } from './MatchOdds';
import { SportSelect } from './SportSelect';

export function OddsIndexListPage() {
  const { t } = useTranslation('scores');
  usePageMeta('exponentList');
  const read = useOddsIndex();
  const tabs = INDEX_MARKETS.map((market) => ({ value: market, label: t(`odds.markets.${market}`) }));
  return (
    <PageFrame title={t('odds.listTitle')} tabs={tabs}>
      {(tab) => (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
            <SportSelect />
            <DaySelect back={DAYS_BACK} ahead={DAYS_AHEAD} />
          </Box>
          <MarketList market={tab as OddsMarket} read={read} />
        </>
      )}
    </PageFrame>
  );
}

export function OddsIndexDetailsPage() {
  const { t } = useTranslation('scores');
  const [params] = useSearchParams();
  const matchId = params.get('id') ?? '';
  const overview = useApiRead(matchId ? `overview|${matchId}` : null, () => loadMatchOverview(matchId));
  const odds = useApiRead(matchId ? `odds|${matchId}` : null, () => loadMatchOdds(matchId));
  const match = overview.data?.match;
  usePageMeta('exponentDetails', { homeName: match?.home.name, awayName: match?.away.name, seriesName: match?.competition.name });
  const quoted = odds.data ? marketsOf(odds.data, ODDS_MARKETS) : [];
  const markets = quoted.length > 0 ? quoted : [...INDEX_MARKETS];
  const tabs = markets.map((market) => ({ value: market, label: t(`odds.markets.${market}`) }));
  if (!matchId)
    return (
      <PageFrame title={t('odds.detailsTitle')}>
        <EmptyState title={t('odds.noMatch')} />
      </PageFrame>
    );
  const failed = overview.status === 'error' || odds.status === 'error';
  const retry = () => {
    if (overview.status === 'error') overview.retry();
    if (odds.status === 'error') odds.retry();
  };
  return (
    <PageFrame title={t('odds.detailsTitle')} tabs={tabs} tabParam="market">
      {(tab) =>
        failed ? (
          <ErrorState onRetry={retry} />
        ) : !match || !odds.data ? (
          <LoadingState />
        ) : quoted.length === 0 ? (
          <>
            <MatchHeading match={match} />
            <EmptyState title={t('odds.empty')} />
          </>
        ) : (
          <>
            <MatchHeading match={match} />
            <MarketHistory matchId={matchId} market={tab as OddsMarket} />
          </>
        )
      }
    </PageFrame>
  );
}
