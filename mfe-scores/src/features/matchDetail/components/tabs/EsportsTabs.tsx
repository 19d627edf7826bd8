// Esports: each map (score, kills, length, who took which objective, the draft), and the
// discipline's data rankings (heroes by pick, ban and win rate; players; teams).
import type { HeroRankingRow, MapSummary, MatchSummary, PlayerRankingRow, RankingKind, TeamStats } from '@matchday/contracts/sports/contract';
import { useFormat, type Formats } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { TabStrip } from '@matchday/ui/TabStrip';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EventIcon } from '../../../../components/eventIcons/EventIcon';
import { useApiRead } from '@matchday/ui/useApiRead';
import { clockTime } from '../../../../lib/matchClock';
import { loadMaps, loadRankings } from '../../api/detailApi';
import { Loaded } from '../Loaded';
import { ScorePair } from '@matchday/ui/ScorePair';

const OBJECTIVES = [
  ['firstBlood', 'first_blood'],
  ['firstTower', 'first_tower'],
  ['firstDragon', 'first_dragon'],
  ['baron', 'baron'],
  ['overlord', 'overlord'],
  ['firstToFive', 'first_to_five'],
  ['firstToTen', 'first_to_ten'],
] as const;

function MapCard({ match, map }: { match: MatchSummary; map: MapSummary }) {
  const { t } = useTranslation('scores');
  const side = (which: 'home' | 'away') => match[which].shortName;
  return (
    <Paper variant="outlined" data-testid="map-card" sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('matchDetail.map', { number: map.number, name: map.name })}
      </Typography>
      <Typography sx={{ fontSize: '1.4rem', fontWeight: 800 }}>
        <ScorePair homeName={side('home')} home={map.homeScore} away={map.awayScore} awayName={side('away')} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('matchDetail.kills')}: <ScorePair home={map.homeKills} away={map.awayKills} /> · {t('matchDetail.duration')}: {clockTime(map.durationSeconds)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, my: 1 }}>
        {OBJECTIVES.filter(([field]) => map[field] !== null).map(([field, type]) => (
          <Box key={field} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, typography: 'body2' }}>
            <EventIcon match={match} type={type} /> {side(map[field]!)}
          </Box>
        ))}
      </Box>
      {(['picks', 'bans'] as const).map((kind) =>
        map[kind].home.length + map[kind].away.length > 0 ? (
          <Typography key={kind} variant="body2">
            <strong>{t(`matchDetail.${kind}`)}:</strong> {side('home')} {map[kind].home.join(', ')} · {side('away')} {map[kind].away.join(', ')}
          </Typography>
        ) : null,
      )}
    </Paper>
  );
}

export function MapsTab({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const read = useApiRead(`maps:${match.id}:${match.phase}:${match.homeScore}-${match.awayScore}`, () => loadMaps(match.id));
  return (
    <Loaded read={read} empty={t('matchDetail.noMaps')} isEmpty={(maps) => maps.length === 0}>
      {(maps) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {maps.map((map) => (
            <MapCard key={map.number} match={match} map={map} />
          ))}
        </Box>
      )}
    </Loaded>
  );
}

/** The columns of each ranking: a label key and how to read the value from a row. */
const RANKING_COLUMNS: Record<RankingKind, [string, (row: never, format: Formats) => string | number][]> = {
  hero: [
    ['rankings.name', (row: HeroRankingRow) => row.hero],
    ['rankings.pickRate', (row: HeroRankingRow, format) => format.percent(row.pickRate)],
    ['rankings.banRate', (row: HeroRankingRow, format) => format.percent(row.banRate)],
    ['rankings.winRate', (row: HeroRankingRow, format) => format.percent(row.winRate)],
  ],
  player: [
    ['rankings.name', (row: PlayerRankingRow) => row.player],
    ['rankings.team_', (row: PlayerRankingRow) => row.team],
    ['rankings.matches', (row: PlayerRankingRow) => row.matches],
    ['stats.kills', (row: PlayerRankingRow) => row.kills ?? 0],
    ['rankings.perMatch', (row: PlayerRankingRow) => row.perMatch],
  ],
  team: [
    ['rankings.team_', (row: TeamStats) => row.team],
    ['rankings.matches', (row: TeamStats) => row.matches],
    ['rankings.winRate', (row: TeamStats, format) => format.percent(row.winRate)],
    ['rankings.mapWinRate', (row: TeamStats, format) => format.percent(row.mapWinRate)],
    ['rankings.firstBloodRate', (row: TeamStats, format) => format.percent(row.firstBloodRate)],
  ],
};

export function RankingsTab({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const format = useFormat();
  const [kind, setKind] = useState<RankingKind>('hero');
  const read = useApiRead(`rankings:${match.discipline}:${kind}`, () => loadRankings(match.discipline, kind));
  const columns = RANKING_COLUMNS[kind];
  return (
    <Box>
      <TabStrip tabs={(['hero', 'player', 'team'] as const).map((value) => ({ value, label: t(`matchDetail.rankings.${value}`) }))} value={kind} onChange={(value) => setKind(value as RankingKind)} />
      <Loaded read={read} empty={t('empty.data')} isEmpty={(rows) => rows.length === 0}>
        {(rows) => (
          <Box sx={{ overflowX: 'auto' }}>
            <Box component="table" data-testid={`ranking-${kind}`} sx={{ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums', '& td, & th': { px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', typography: 'body2', textAlign: 'start' } }}>
              <thead>
                <tr>
                  <th>#</th>
                  {columns.map(([key]) => (
                    <th key={key}>{t(`matchDetail.${key}`)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    <td>{index + 1}</td>
                    {columns.map(([key, value]) => (
                      <td key={key}>{value(row as never, format)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        )}
      </Loaded>
    </Box>
  );
}
