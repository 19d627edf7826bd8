// A market's history for one match, newest first: when (match minute and time of day), the
// score then, the line, and each price with an arrow for the way it moved.
import type { OddsMovement } from '@matchday/contracts/sports/contract';
import type { OddsMarket } from '@matchday/contracts/sports/rules';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import ArrowDropUp from '@mui/icons-material/ArrowDropUp';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { hasLine, marketColumns, withDirections, type Movement } from '../lib/oddsFormat';
import { ScorePair } from '@matchday/ui/ScorePair';

function Arrow({ move }: { move: Movement }) {
  const { t } = useTranslation('scores');
  if (move === 'same') return null;
  const Icon = move === 'up' ? ArrowDropUp : ArrowDropDown;
  return <Icon data-testid={`move-${move}`} titleAccess={t(`odds.moved.${move}`)} fontSize="small" sx={{ color: move === 'up' ? 'error.main' : 'success.main', verticalAlign: 'middle' }} />;
}

export function OddsMovementTable({ history, market }: { history: OddsMovement[]; market: OddsMarket }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const columns = marketColumns(market);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="odds-movement">
        <TableHead>
          <TableRow>
            <TableCell>{t('odds.columns.minute')}</TableCell>
            <TableCell>{t('odds.columns.score')}</TableCell>
            {hasLine(market) && <TableCell align="center">{t('odds.columns.line')}</TableCell>}
            {columns.map(({ side, labelKey }) => (
              <TableCell key={side} align="center">
                {t(labelKey)}
              </TableCell>
            ))}
            <TableCell sx={{ textAlign: 'end' }}>{t('odds.columns.time')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {withDirections(history).map((row) => (
            <TableRow key={row.at} data-testid="movement-row">
              <TableCell>{row.minute > 0 ? t('odds.minute', { minute: row.minute }) : t('odds.preMatch')}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <ScorePair separator="-" home={row.homeScore} away={row.awayScore} />
              </TableCell>
              {hasLine(market) && <TableCell align="center">{format.oddsLine(row.line, market)}</TableCell>}
              {columns.map(({ side }) => (
                <TableCell key={side} align="center" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                  {format.oddsPrice(row[side])}
                  <Arrow move={row.moves[side]} />
                </TableCell>
              ))}
              <TableCell sx={{ textAlign: 'end', color: 'text.secondary' }}>
                {format.time(row.at)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
