// A day's matches of the chosen sport with their current price in one market, each row
// opening that match's odds movement.
import type { OddsIndexRow } from '@matchday/contracts/sports/contract';
import type { OddsMarket } from '@matchday/contracts/sports/rules';
import { useTranslation } from '@matchday/shared/i18n/react';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import { useIsPhone } from '../../../lib/detailLink';
import { loadOddsIndex } from '../api/oddsApi';
import { useApiRead, type ApiRead } from '@matchday/ui/useApiRead';
import { lineOf } from '../lib/oddsFormat';
import { useChosenDay } from '../../../components/DaySelect';
import { OddsIndexRowView } from './OddsIndexRowView';
import { useChosenSport } from './SportSelect';

/** Days before and after today the list can show. */
export const DAYS_BACK = 3;
export const DAYS_AHEAD = 3;

/** The chosen day's matches of the chosen sport with all their lines (one read for every tab). */
export function useOddsIndex(): ApiRead<OddsIndexRow[]> {
  const [sport] = useChosenSport();
  const [day] = useChosenDay(DAYS_BACK, DAYS_AHEAD);
  return useApiRead(`${sport}|${day}`, () => loadOddsIndex(sport, day));
}

export function MarketList({ market, read }: { market: OddsMarket; read: ApiRead<OddsIndexRow[]> }) {
  const { t } = useTranslation('scores');
  const phone = useIsPhone();
  if (read.status === 'error') return <ErrorState onRetry={read.retry} />;
  if (!read.data) return <LoadingState />;
  const rows = read.data.filter((row) => lineOf(row.odds, market));
  if (rows.length === 0) return <EmptyState title={t('odds.empty')} />;
  return (
    <Box component="ul" data-testid="odds-index" sx={{ listStyle: 'none', p: 0, m: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {rows.map((row) => (
        <OddsIndexRowView key={row.match.id} match={row.match} line={lineOf(row.odds, market)!} market={market} phone={phone} />
      ))}
    </Box>
  );
}
