// A season's tables, one per group: position, team with its crest, record, goals (or points) for
// and against, difference and points; then how level teams are ranked, and the points deductions
// with their reasons (a deducted team's points carry a mark). A live table (matches in progress
// counted at their score now) says so, marks the teams playing and how far each has moved.
import { type StandingsTable, teamCrestUrl } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { tieBreakerLabel } from './competitionLabels';
import { Crest } from '../matchList/MatchRow';
import { useLiveStandings, type LiveStandingsSource } from './useLiveStandings';

function TieBreakers({ criteria }: { criteria: string[] }) {
  const { t } = useTranslation('scores');
  const names = criteria.map((criterion) => {
    const label = tieBreakerLabel(criterion);
    if (!label) return criterion;
    const criterionKey = label.values?.criterion;
    return typeof criterionKey === 'string' ? t(label.key, { criterion: t(criterionKey) }) : t(label.key);
  });
  return (
    <Typography variant="body2" color="text.secondary" data-testid="tie-breakers">
      {t('series.tieBreakersIntro')} {names.join(t('series.listSeparator'))}
    </Typography>
  );
}

function OneTable({ table }: { table: StandingsTable }) {
  const { t } = useTranslation('scores');
  const draws = table.rules !== 'wins';
  const header = (key: string, short: string) => (
    <TableCell align="center">
      <abbr title={t(`series.columns.${key}`)} style={{ textDecoration: 'none' }}>
        {t(`series.columnsShort.${short}`)}
      </abbr>
    </TableCell>
  );
  return (
    <Box data-testid="standings-table" data-live={table.live} sx={{ mb: 3 }}>
      {table.group && (
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('series.group', { group: table.group })}
        </Typography>
      )}
      {table.live && (
        <Typography variant="body2" data-testid="standings-live" sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box component="span" sx={{ px: 0.75, borderRadius: 0.5, bgcolor: 'error.main', color: '#fff', fontWeight: 700, fontSize: 12 }}>
            {t('series.live')}
          </Box>
          {t('series.liveTable')}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{t('series.columns.team')}</TableCell>
              {header('played', 'played')}
              {header('won', 'won')}
              {draws && header('drawn', 'drawn')}
              {header('lost', 'lost')}
              {header('scoredConceded', 'scoredConceded')}
              {header('difference', 'difference')}
              {header('points', 'points')}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row) => (
              <TableRow key={row.team.id} data-testid="standings-row" data-live={row.live} sx={row.live ? { bgcolor: 'action.hover' } : undefined}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {row.position}
                  {row.change !== 0 && (
                    <Box
                      component="span"
                      data-testid="standings-change"
                      title={t(row.change > 0 ? 'series.movedUp' : 'series.movedDown', { count: Math.abs(row.change) })}
                      sx={{ marginInlineStart: 0.5, fontSize: 11, color: row.change > 0 ? 'success.main' : 'error.main' }}
                    >
                      {row.change > 0 ? '▲' : '▼'}
                      {Math.abs(row.change)}
                    </Box>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, verticalAlign: 'middle' }}>
                    <Crest src={teamCrestUrl(row.team.id)} size={20} />
                    {row.team.name}
                  </Box>
                </TableCell>
                <TableCell align="center">{row.played}</TableCell>
                <TableCell align="center">{row.won}</TableCell>
                {draws && <TableCell align="center">{row.drawn}</TableCell>}
                <TableCell align="center">{row.lost}</TableCell>
                <TableCell align="center" sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{row.scored}</bdi>:<bdi>{row.conceded}</bdi>
                </TableCell>
                <TableCell align="center" dir="ltr">
                  {row.difference > 0 ? `+${row.difference}` : row.difference}
                </TableCell>
                <TableCell align="center" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {row.points}
                  {row.deducted > 0 && (
                    <Box component="sup" data-testid="deducted" title={t('series.deductedPoints', { count: row.deducted })} sx={{ color: 'error.main', marginInlineStart: 0.25 }}>
                      −{row.deducted}
                    </Box>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ mt: 1 }}>
        {table.tieBreakers.length > 0 && <TieBreakers criteria={table.tieBreakers} />}
        {table.deductions.map((deduction) => (
          <Typography key={`${deduction.team.id}-${deduction.reason}`} variant="body2" color="error" data-testid="deduction">
            {deduction.reason
              ? t('series.deduction', { team: deduction.team.name, count: deduction.points, reason: deduction.reason })
              : // A provider's table says the points, not why (its points short of its wins and draws).
                t('series.deductionPlain', { team: deduction.team.name, count: deduction.points })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** `live`: where the tables come from, read again as the scores of their matches in progress move. */
export function StandingsView({ tables, live }: { tables: StandingsTable[]; live?: LiveStandingsSource }) {
  const shown = useLiveStandings(tables, live);
  return (
    <>
      {shown.map((table) => (
        <OneTable key={table.group || 'table'} table={table} />
      ))}
    </>
  );
}
