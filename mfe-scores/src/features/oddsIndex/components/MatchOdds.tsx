// One match's odds: its heading, and a market's chart and history.
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import type { OddsMarket } from '@matchday/contracts/sports/rules';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import { matchDetailPath, useIsPhone } from '../../../lib/detailLink';
import { loadOddsMovement } from '../api/oddsApi';
import { useApiRead } from '@matchday/ui/useApiRead';
import { marketColumns } from '../lib/oddsFormat';
import { OddsChart } from './OddsChart';
import { OddsMovementTable } from './OddsMovementTable';

export function MarketHistory({ matchId, market }: { matchId: string; market: OddsMarket }) {
  const { t } = useTranslation('scores');
  const read = useApiRead(`${matchId}|${market}`, () => loadOddsMovement(matchId, market));
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState />;
  if (read.data.length === 0) return <EmptyState title={t('odds.empty')} />;
  const sides = marketColumns(market).map(({ side, labelKey }) => ({ side, label: t(labelKey) }));
  return (
    <>
      <OddsChart history={read.data} sides={sides} />
      <OddsMovementTable history={read.data} market={market} />
    </>
  );
}

export function MatchHeading({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const phone = useIsPhone();
  const format = useFormat();
  return (
    <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {match.home.name} {t('odds.versus')} {match.away.name}
      </Box>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}>
        {match.competition.name} · {format.dateTime(match.startsAt)}
      </Box>
      <Box component={Link} to={matchDetailPath(match.id, phone)} sx={{ marginInlineStart: 'auto', fontSize: 14 }}>
        {t('odds.openMatch')}
      </Box>
    </Box>
  );
}
