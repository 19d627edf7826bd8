// A season's tables, one per group: position, team, record, goals (or points) for and against,
// difference and points; then how level teams are ranked, and the points deductions with their
// reasons (a deducted team's points carry a mark).
import type { StandingsTable } from '@matchday/shared/api/sports';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { tieBreakerLabel } from './competitionLabels';

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
    <Box data-testid="standings-table" sx={{ mb: 3 }}>
      {table.group && (
        <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
          {t('series.group', { group: table.group })}
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
              <TableRow key={row.team.id} data-testid="standings-row">
                <TableCell>{row.position}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.team.name}</TableCell>
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
            {t('series.deduction', { team: deduction.team.name, count: deduction.points, reason: deduction.reason })}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

export function StandingsView({ tables }: { tables: StandingsTable[] }) {
  return (
    <>
      {tables.map((table) => (
        <OneTable key={table.group || 'table'} table={table} />
      ))}
    </>
  );
}
