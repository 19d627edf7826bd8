// One match of the odds index: kick-off (browser's zone), teams, score once under way, the
// market's line and prices. Phones: two lines; wider screens: one.
import type { MatchSummary, OddsLine, OddsMarket } from '@matchday/shared/api/sports';
import { LOCALE_INFO } from '@matchday/shared/i18n/locales';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import { useLanguage } from '@matchday/shared/stores/languageStore';
import Box from '@mui/material/Box';
import { kickOffTime } from '../../../lib/matchClock';
import { formatLine, formatPrice, hasLine, marketColumns } from '../lib/oddsFormat';

export const oddsDetailsPath = (matchId: string, market: OddsMarket) => `/exponent/exponentDetails?id=${encodeURIComponent(matchId)}&market=${market}`;

interface RowProps {
  match: MatchSummary;
  line: OddsLine;
  market: OddsMarket;
  phone: boolean;
}

export function OddsIndexRowView({ match, line, market, phone }: RowProps) {
  const { t } = useTranslation('scores');
  const locale = LOCALE_INFO[useLanguage()].htmlLang;
  const started = match.status === 'live' || match.status === 'finished';
  const prices = (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', fontVariantNumeric: 'tabular-nums' }}>
      {hasLine(market) && (
        <Box component="span" data-testid="odds-line" sx={{ minWidth: 48, textAlign: 'center', color: 'text.secondary' }}>
          {formatLine(line.line, market, locale)}
        </Box>
      )}
      {marketColumns(market).map(({ side, labelKey }) => (
        <Box key={side} component="span" data-testid="odds-price" aria-label={t(labelKey)} sx={{ minWidth: 48, textAlign: 'center', fontWeight: 600 }}>
          {formatPrice(line[side], locale)}
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
          {kickOffTime(match.startsAt, locale)}
          {phone && ` · ${match.competition.shortName}`}
        </Box>
        <Box component="span" sx={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {match.home.name}
          <Box component="span" sx={{ mx: 1, fontWeight: 700 }}>
            {started ? (
              <>
                <bdi>{match.homeScore}</bdi>-<bdi>{match.awayScore}</bdi>
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
