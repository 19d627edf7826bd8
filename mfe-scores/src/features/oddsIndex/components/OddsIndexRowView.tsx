// One match of the odds index: kick-off (browser's zone), teams, score once under way, the
// market's line and prices. Phones: two lines; wider screens: one.
import type { MatchSummary, OddsLine } from '@matchday/contracts/sports/contract';
import type { OddsMarket } from '@matchday/contracts/sports/rules';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import { hasLine, marketColumns } from '../lib/oddsFormat';
import { ScorePair } from '@matchday/ui/ScorePair';

export const oddsDetailsPath = (matchId: string, market: OddsMarket) => `/exponent/exponentDetails?id=${encodeURIComponent(matchId)}&market=${market}`;

interface RowProps {
  match: MatchSummary;
  line: OddsLine;
  market: OddsMarket;
  phone: boolean;
}

export function OddsIndexRowView({ match, line, market, phone }: RowProps) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const started = match.status === 'live' || match.status === 'finished';
  const prices = (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' }}>
      {hasLine(market) && (
        <Box component="span" data-testid="odds-line" sx={{ minWidth: 48, textAlign: 'center', color: 'text.secondary' }}>
          {format.oddsLine(line.line, market)}
        </Box>
      )}
      {marketColumns(market).map(({ side, labelKey }) => (
        <Box key={side} component="span" data-testid="odds-price" aria-label={t(labelKey)} sx={{ minWidth: 48, textAlign: 'center', fontWeight: 600 }}>
          {format.oddsPrice(line[side])}
        </Box>
      ))}
      {line.status === 'suspended' && (
        <Box component="span" sx={{ color: 'warning.main', fontSize: 12 }}>
          {t('odds.suspended')}
        </Box>
      )}
    </Box>
  );
  return (
    <Box component="li" data-testid="odds-row" data-match-id={match.id} sx={{ borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Box
        component={Link}
        to={oddsDetailsPath(match.id, market)}
        sx={{
          display: 'grid',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          color: 'inherit',
          textDecoration: 'none',
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
          gridTemplateColumns: phone ? '1fr' : '64px minmax(0, 1fr) auto',
        }}
      >
        <Box component="span" sx={{ color: match.status === 'live' ? 'error.main' : 'text.secondary', fontSize: 13 }}>
          {format.time(match.startsAt)}
          {phone && ` · ${match.competition.shortName}`}
        </Box>
        <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {match.home.name}
          <Box component="span" sx={{ mx: 1, fontWeight: 700 }}>
            {started ? (
              <>
                <ScorePair separator="-" home={match.homeScore} away={match.awayScore} />
              </>
            ) : (
              t('odds.versus')
            )}
          </Box>
          {match.away.name}
        </Box>
        {prices}
      </Box>
    </Box>
  );
}
