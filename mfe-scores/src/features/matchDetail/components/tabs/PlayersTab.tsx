// Team and player statistics: each side's players with their numbers (basketball's box score
// with positions, football's rating, minutes, goals, shots and cards, esports' kills, deaths and
// assists).
import type { MatchSummary, PlayerStatLine } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApiRead } from '@matchday/ui/useApiRead';
import { loadPlayerStats } from '../../api/detailApi';
import { Loaded } from '../Loaded';
import { viewOf } from '../../../../sports/sportViews';

/** The figures present among the lines, in the sport's order (esports' `hero:` picks left out). */
export function statColumns(match: Pick<MatchSummary, 'sport'>, lines: readonly PlayerStatLine[]): string[] {
  const present = new Set(lines.flatMap((line) => Object.keys(line.stats)));
  return (viewOf(match)?.playerStatKeys ?? []).filter((key) => present.has(key));
}

export function PlayersTab({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const read = useApiRead(`players:${match.id}:${match.status}`, () => loadPlayerStats(match.id));
  return (
    <Loaded read={read} empty={t('matchDetail.noStats')} isEmpty={(lines) => lines.length === 0}>
      {(lines) => {
        const columns = statColumns(match, lines);
        return (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {(['home', 'away'] as const).map((side) => (
              <Box key={side} sx={{ overflowX: 'auto' }}>
                <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>{match[side].name}</Typography>
                <Box component="table" data-testid={`box-score-${side}`} sx={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', '& td, & th': { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', typography: 'body2', textAlign: 'center', whiteSpace: 'nowrap' } }}>
                  <thead>
                    <tr>
                      <Box component="th" sx={{ textAlign: 'start !important' }}>{t('matchDetail.player')}</Box>
                      <th>{t('matchDetail.position')}</th>
                      {columns.map((key) => (
                        <th key={key}>{t(`matchDetail.stats.${key}`)}</th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {lines
                      .filter((line) => line.side === side)
                      .map((line) => (
                        <tr key={line.player}>
                          <Box component="td" sx={{ textAlign: 'start !important' }}>{line.player}</Box>
                          <td>{t(`matchDetail.positions.${line.position}`, { defaultValue: line.position })}</td>
                          {columns.map((key) => (
                            <td key={key}>{line.stats[key] ?? 0}</td>
                          ))}
                        </tr>
                      ))}
                  </tbody>
                </Box>
              </Box>
            ))}
          </Box>
        );
      }}
    </Loaded>
  );
}
