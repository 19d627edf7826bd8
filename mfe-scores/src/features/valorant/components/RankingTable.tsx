// A data ranking as a table: agents by pick, ban and win rate; players by their totals; teams
// by results with the esports rates of the specification (first blood, first to five and ten
// rounds, averages of kills, deaths and length).
import type { RankingKind, RankingRow } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

type Format = 'text' | 'count' | 'decimal' | 'rate' | 'minutes';

interface Column {
  /** A field of the ranking's rows, or `kd` (kills per death, worked out here). */
  field: string;
  labelKey: string;
  format: Format;
}

export const RANKING_COLUMNS: Record<RankingKind, Column[]> = {
  hero: [
    { field: 'hero', labelKey: 'valorant.stats.agent', format: 'text' },
    { field: 'picks', labelKey: 'valorant.stats.picks', format: 'count' },
    { field: 'pickRate', labelKey: 'valorant.stats.pickRate', format: 'rate' },
    { field: 'banRate', labelKey: 'valorant.stats.banRate', format: 'rate' },
    { field: 'winRate', labelKey: 'valorant.stats.winRate', format: 'rate' },
  ],
  player: [
    { field: 'player', labelKey: 'valorant.stats.player', format: 'text' },
    { field: 'team', labelKey: 'valorant.stats.team', format: 'text' },
    { field: 'matches', labelKey: 'valorant.stats.matches', format: 'count' },
    { field: 'kills', labelKey: 'valorant.stats.kills', format: 'count' },
    { field: 'deaths', labelKey: 'valorant.stats.deaths', format: 'count' },
    { field: 'assists', labelKey: 'valorant.stats.assists', format: 'count' },
    { field: 'kd', labelKey: 'valorant.stats.kd', format: 'decimal' },
    { field: 'perMatch', labelKey: 'valorant.stats.averageKills', format: 'decimal' },
  ],
  team: [
    { field: 'team', labelKey: 'valorant.stats.team', format: 'text' },
    { field: 'matches', labelKey: 'valorant.stats.matches', format: 'count' },
    { field: 'winRate', labelKey: 'valorant.stats.winRate', format: 'rate' },
    { field: 'mapWinRate', labelKey: 'valorant.stats.mapWinRate', format: 'rate' },
    { field: 'firstBloodRate', labelKey: 'valorant.stats.firstBloodRate', format: 'rate' },
    { field: 'firstToFiveRate', labelKey: 'valorant.stats.firstToFiveRate', format: 'rate' },
    { field: 'firstToTenRate', labelKey: 'valorant.stats.firstToTenRate', format: 'rate' },
    { field: 'averageKills', labelKey: 'valorant.stats.averageKills', format: 'decimal' },
    { field: 'averageDeaths', labelKey: 'valorant.stats.averageDeaths', format: 'decimal' },
    { field: 'averageDurationMinutes', labelKey: 'valorant.stats.averageDuration', format: 'minutes' },
  ],
};

/** A row's value of a column; kills per death from the totals. */
export function cellValue(row: RankingRow, field: string): string | number | null {
  // Rows of the three kinds share no fields; the columns name them, so read by name.
  const fields = new Map<string, unknown>(Object.entries(row));
  if (field === 'kd') {
    const kills = Number(fields.get('kills') ?? 0);
    const deaths = Number(fields.get('deaths') ?? 0);
    return deaths === 0 ? (kills === 0 ? null : kills) : kills / deaths;
  }
  const value = fields.get(field);
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

export function RankingTable({ kind, rows }: { kind: RankingKind; rows: RankingRow[] }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const show = (value: string | number | null, style: Format) => {
    if (value === null) return '–';
    if (style === 'text' || typeof value === 'string') return String(value);
    if (style === 'count') return format.count(value);
    if (style === 'rate') return format.percent(value, 1);
    if (style === 'decimal') return format.decimal(value, 2, 1);
    return t('valorant.minutes', { minutes: format.decimal(value, 1) });
  };
  const columns = RANKING_COLUMNS[kind];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid={`ranking-${kind}`}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            {columns.map((column) => (
              <TableCell key={column.field} align={column.format === 'text' ? undefined : 'center'}>
                {t(column.labelKey)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index} data-testid="ranking-row">
              <TableCell>{index + 1}</TableCell>
              {columns.map((column) => (
                <TableCell key={column.field} align={column.format === 'text' ? undefined : 'center'} sx={{ whiteSpace: 'nowrap' }}>
                  {show(cellValue(row, column.field), column.format)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
