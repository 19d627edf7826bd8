// Odds: every market's current line, and how one market moved through the match (up and down
// arrows against the previous price).
import type { MatchSummary, OddsLine, OddsMovement } from '@matchday/contracts/sports/contract';
import { ODDS_MARKETS, type OddsMarket } from '@matchday/contracts/sports/rules';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { TabStrip } from '@matchday/ui/TabStrip';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useApiRead } from '@matchday/ui/useApiRead';
import { loadOdds, loadOddsMovement } from '../../api/detailApi';
import { Loaded } from '../Loaded';

/** ▲ when a price rose since the line before, ▼ when it fell. */
export function movementOf(current: number | null, previous: number | null | undefined): 'up' | 'down' | null {
  if (current === null || previous === null || previous === undefined || current === previous) return null;
  return current > previous ? 'up' : 'down';
}

function Price({ value, previous }: { value: number | null; previous?: number | null }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const move = movementOf(value, previous);
  return (
    <Box component="td" data-movement={move ?? undefined} sx={{ color: move === 'up' ? 'success.main' : move === 'down' ? 'error.main' : 'inherit' }}>
      {format.oddsPrice(value)}
      {move && <span aria-label={t(`matchDetail.odds.${move}`)}>{move === 'up' ? ' ▲' : ' ▼'}</span>}
    </Box>
  );
}

const tableSx = { width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', '& td, & th': { px: 1, py: 0.75, borderBottom: 1, borderColor: 'divider', textAlign: 'center' } } as const;

function Movement({ match, market }: { match: MatchSummary; market: OddsMarket }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const read = useApiRead(`movement:${match.id}:${market}`, () => loadOddsMovement(match.id, market));
  return (
    <Loaded read={read} empty={t('matchDetail.odds.noOdds')} isEmpty={(rows) => rows.length === 0}>
      {(rows: OddsMovement[]) => (
        <Box sx={{ overflowX: 'auto' }}>
          <Box component="table" aria-label={t('matchDetail.odds.movement')} data-testid="odds-movement" sx={tableSx}>
            <thead>
              <tr>
                <th>{t('matchDetail.odds.minute')}</th>
                <th>{t('matchDetail.odds.score')}</th>
                <th>{t('matchDetail.odds.line')}</th>
                <th>{t('matchDetail.odds.home')}</th>
                {market === 'european' && <th>{t('matchDetail.odds.draw')}</th>}
                <th>{t('matchDetail.odds.away')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => {
                const before = rows[index - 1];
                return (
                  <tr key={`${row.at}-${index}`}>
                    <td>{row.minute === 0 && index === 0 ? t('matchDetail.odds.preMatch') : `${row.minute}'`}</td>
                    <td>{row.homeScore}–{row.awayScore}</td>
                    <td>{format.oddsLine(row.line, market)}</td>
                    <Price value={row.home} previous={before?.home} />
                    {market === 'european' && <Price value={row.draw} previous={before?.draw} />}
                    <Price value={row.away} previous={before?.away} />
                  </tr>
                );
              })}
            </tbody>
          </Box>
        </Box>
      )}
    </Loaded>
  );
}

export function OddsTab({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  // Prices move with the score: read again when it changes rather than on every clock tick.
  const read = useApiRead(`odds:${match.id}:${match.homeScore}-${match.awayScore}:${match.status}`, () => loadOdds(match.id));
  const [chosen, choose] = useState<OddsMarket | null>(null);
  return (
    <Loaded read={read} empty={t('matchDetail.odds.noOdds')} isEmpty={(lines) => lines.length === 0}>
      {(lines: OddsLine[]) => {
        const markets = ODDS_MARKETS.filter((market) => lines.some((line) => line.market === market));
        const market = chosen && markets.includes(chosen) ? chosen : markets[0]!;
        return (
          <Box>
            <Box sx={{ overflowX: 'auto', mb: 3 }}>
              <Box component="table" data-testid="odds-lines" sx={tableSx}>
                <thead>
                  <tr>
                    <Box component="th" sx={{ textAlign: 'start !important' }} />
                    <th>{t('matchDetail.odds.line')}</th>
                    <th>{t('matchDetail.odds.home')}</th>
                    <th>{t('matchDetail.odds.draw')}</th>
                    <th>{t('matchDetail.odds.away')}</th>
                    <th>{t('matchDetail.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line) => (
                    <tr key={`${line.market}:${line.line}`} data-market={line.market}>
                      <Box component="th" scope="row" sx={{ textAlign: 'start !important', fontWeight: 500 }}>{t(`matchDetail.market.${line.market}`)}</Box>
                      <td>{format.oddsLine(line.line, line.market)}</td>
                      <td>{format.oddsPrice(line.home)}</td>
                      <td>{format.oddsPrice(line.draw)}</td>
                      <td>{format.oddsPrice(line.away)}</td>
                      <td>{line.status === 'open' ? '' : t(`matchDetail.odds.${line.status}`)}</td>
                    </tr>
                  ))}
                </tbody>
              </Box>
            </Box>
            <TabStrip tabs={markets.map((value) => ({ value, label: t(`matchDetail.market.${value}`) }))} value={market} onChange={(value) => choose(value as OddsMarket)} />
            <Movement match={match} market={market} />
          </Box>
        );
      }}
    </Loaded>
  );
}
