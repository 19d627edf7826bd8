// The analysis of recent Valorant results: each map's statistics, and the maps of each match
// (score, who won, first blood, first to five and ten rounds, length, agents picked).
import type { MapSummary, MatchSummary } from '@matchday/contracts/sports/contract';
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { matchDetailPath } from '../../../lib/detailLink';
import type { PlayedMatch } from '../api/valorantApi';
import { mapStats } from '../lib/mapStats';
import { ScorePair } from '@matchday/ui/ScorePair';

export function MapStatsTable({ matches }: { matches: PlayedMatch[] }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const rows = mapStats(matches.flatMap((played) => played.maps));
  const head = ['map', 'played', 'averageRounds', 'averageDuration', 'overtimeRate', 'firstBloodWinRate', 'firstToFiveWinRate'];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="map-stats">
        <TableHead>
          <TableRow>
            {head.map((key) => (
              <TableCell key={key} align={key === 'map' ? undefined : 'center'}>
                {t(`valorant.mapColumns.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name} data-testid="map-stats-row">
              <TableCell>{row.name}</TableCell>
              <TableCell align="center">{row.played}</TableCell>
              <TableCell align="center">{format.decimal(row.averageRounds)}</TableCell>
              <TableCell align="center">{t('valorant.minutes', { minutes: format.decimal(row.averageMinutes) })}</TableCell>
              <TableCell align="center">{format.percent(row.overtimeRate)}</TableCell>
              <TableCell align="center">{format.percent(row.firstBloodWinRate)}</TableCell>
              <TableCell align="center">{format.percent(row.firstToFiveWinRate)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function MapLine({ map, match }: { map: MapSummary; match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const team = (side: 'home' | 'away' | null) => (side === null ? '–' : side === 'home' ? match.home.shortName : match.away.shortName);
  return (
    <Box data-testid="played-map" sx={{ py: 0.75, borderTop: 1, borderColor: 'divider', fontSize: 14 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Box component="span" sx={{ fontWeight: 600, minWidth: 80 }}>
          {map.name}
        </Box>
        <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          <ScorePair separator="-" home={<b style={{ fontWeight: map.winner === 'home' ? 700 : 400 }}>{map.homeScore}</b>} away={<b style={{ fontWeight: map.winner === 'away' ? 700 : 400 }}>{map.awayScore}</b>} />
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('valorant.minutes', { minutes: format.decimal(map.durationSeconds / 60) })}
        </Box>
      </Box>
      <Box sx={{ color: 'text.secondary', display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <span>{t('valorant.stats.firstBlood')}: {team(map.firstBlood)}</span>
        <span>{t('valorant.stats.firstToFive')}: {team(map.firstToFive)}</span>
        <span>{t('valorant.stats.firstToTen')}: {team(map.firstToTen)}</span>
      </Box>
      {(map.picks.home.length > 0 || map.picks.away.length > 0) && (
        <Box sx={{ color: 'text.secondary' }}>
          {t('valorant.agentsOf', { team: match.home.shortName })} {map.picks.home.join(', ')} · {t('valorant.agentsOf', { team: match.away.shortName })} {map.picks.away.join(', ')}
        </Box>
      )}
    </Box>
  );
}

export function RecentMaps({ matches, phone }: { matches: PlayedMatch[]; phone: boolean }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: phone ? '1fr' : 'repeat(auto-fill, minmax(360px, 1fr))' }}>
      {matches.map(({ match, maps }) => (
        <Box key={match.id} data-testid="recent-match" sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="caption" color="text.secondary">
            {match.competition.name} · {format.dayTime(match.startsAt)}
          </Typography>
          <Box component={Link} to={matchDetailPath(match.id, phone)} sx={{ display: 'block', fontWeight: 600, color: 'text.primary', textDecoration: 'none', mb: 0.5 }}>
            <ScorePair separator="-" homeName={match.home.name} home={match.homeScore} away={match.awayScore} awayName={match.away.name} />
          </Box>
          {maps.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('valorant.noMaps')}
            </Typography>
          ) : (
            maps.map((map) => <MapLine key={map.number} map={map} match={match} />)
          )}
        </Box>
      ))}
    </Box>
  );
}
