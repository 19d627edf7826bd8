// Line-ups: drawn where the sport's view asks (football's formation on a pitch, each side in its
// half, goalkeeper at the goal), then the bench and the substitutions; every sport lists its
// starters by position.
import type { MatchLineups, MatchSummary, PlayerLine, SideLineup } from '@matchday/contracts/sports/contract';
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useApiRead } from '@matchday/ui/useApiRead';
import type { ComponentType } from 'react';
import { viewOf, type LineupDrawing } from '../../../../sports/sportViews';
import { loadLineups } from '../../api/detailApi';
import { Loaded } from '../Loaded';

/** Where each starter stands, 0–1 across the pitch's length (own goal = 0) and width. */
export function formationSpots(formation: string | null, count: number): { x: number; y: number }[] {
  const lines = (formation ?? '').split('-').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const rows = lines.length > 0 && lines.reduce((a, b) => a + b, 0) === count - 1 ? [1, ...lines] : [count];
  const spots: { x: number; y: number }[] = [];
  rows.forEach((players, row) => {
    const x = rows.length === 1 ? 0.5 : 0.06 + (0.88 * row) / (rows.length - 1);
    for (let index = 0; index < players; index += 1) spots.push({ x, y: (index + 1) / (players + 1) });
  });
  return spots;
}

const PITCH = { width: 105, height: 68 };

function FormationPitch({ match, lineups }: { match: MatchSummary; lineups: MatchLineups }) {
  const { t } = useTranslation('scores');
  const side = (lineup: SideLineup, home: boolean, colour: string) =>
    formationSpots(lineup.formation, lineup.starters.length).map((spot, index) => {
      const player = lineup.starters[index]!;
      // Home defends the left goal, away the right: each side fills its own half.
      const x = home ? spot.x * (PITCH.width / 2 - 3) + 2 : PITCH.width - (spot.x * (PITCH.width / 2 - 3) + 2);
      const y = spot.y * PITCH.height;
      return (
        <g key={player.id} data-player={player.name}>
          <circle cx={x} cy={y} r={2.6} fill={colour} stroke="#fff" strokeWidth={0.4} />
          <text x={x} y={y + 0.9} fontSize={2.2} textAnchor="middle" fill="#fff" fontWeight={700}>
            {player.number ?? ''}
          </text>
          <text x={x} y={y + 5.2} fontSize={2} textAnchor="middle" fill="#fff">
            {player.shortName}
          </text>
        </g>
      );
    });
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${PITCH.width} ${PITCH.height}`}
      role="img"
      aria-label={`${match.home.name} ${lineups.home.formation ?? ''} – ${match.away.name} ${lineups.away.formation ?? ''}`}
      data-testid="formation-pitch"
      // A pitch is drawn the same way in every language; only the text around it reads right to left.
      sx={{ width: '100%', maxWidth: 760, mx: 'auto', height: 'auto', display: 'block', bgcolor: '#2e7d32', borderRadius: 1, direction: 'ltr' }}
    >
      <g fill="none" stroke="rgba(255,255,255,.7)" strokeWidth={0.3}>
        <rect x={0.5} y={0.5} width={PITCH.width - 1} height={PITCH.height - 1} />
        <line x1={PITCH.width / 2} y1={0.5} x2={PITCH.width / 2} y2={PITCH.height - 0.5} />
        <circle cx={PITCH.width / 2} cy={PITCH.height / 2} r={9.15} />
        <rect x={0.5} y={13.85} width={16.5} height={40.3} />
        <rect x={PITCH.width - 17} y={13.85} width={16.5} height={40.3} />
      </g>
      {side(lineups.home, true, '#1565c0')}
      {side(lineups.away, false, '#c62828')}
      <title>{t('detail.tabs.lineups')}</title>
    </Box>
  );
}

function PlayerList({ title, players }: { title: string; players: PlayerLine[] }) {
  const { t } = useTranslation('scores');
  if (players.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">{title}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {players.map((player) => (
          <Box component="li" key={player.id} sx={{ display: 'flex', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider', typography: 'body2' }}>
            <Box component="span" sx={{ minWidth: 24, color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}>{player.number ?? ''}</Box>
            <Box component="span" sx={{ flex: 1 }}>{player.name}</Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>{t(`matchDetail.positions.${player.position}`, { defaultValue: player.position })}</Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function SideColumn({ name, lineup }: { name: string; lineup: SideLineup }) {
  const { t } = useTranslation('scores');
  return (
    <Box>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1rem', mb: 1 }}>
        {name}
        {lineup.formation ? ` · ${t('matchDetail.formation', { formation: lineup.formation })}` : ''}
      </Typography>
      <PlayerList title={t('matchDetail.starters')} players={lineup.starters} />
      <PlayerList title={t('matchDetail.bench')} players={lineup.bench} />
      {lineup.substitutions.length > 0 && (
        <Box>
          <Typography variant="subtitle2" component="h3">{t('matchDetail.substitutions')}</Typography>
          {lineup.substitutions.map((change) => (
            <Typography key={`${change.minute}-${change.on}`} variant="body2" sx={{ py: 0.25 }}>
              {t('matchDetail.substitution', change)}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Each line-up drawing a sport's view may name; a new one fails to compile until it is drawn here. */
const DRAWINGS: Record<LineupDrawing, ComponentType<{ match: MatchSummary; lineups: MatchLineups }>> = {
  formationPitch: FormationPitch,
};

export function LineupsTab({ match }: { match: MatchSummary }) {
  const { t } = useTranslation('scores');
  const drawing = viewOf(match)?.lineupDrawing;
  const Drawing = drawing ? DRAWINGS[drawing] : null;
  const read = useApiRead(`lineups:${match.id}`, () => loadLineups(match.id));
  return (
    <Loaded read={read} empty={t('matchDetail.noLineups')} isEmpty={(lineups) => lineups.home.starters.length + lineups.away.starters.length === 0}>
      {(lineups) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {Drawing && <Drawing match={match} lineups={lineups} />}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <SideColumn name={match.home.name} lineup={lineups.home} />
            <SideColumn name={match.away.name} lineup={lineups.away} />
          </Box>
        </Box>
      )}
    </Loaded>
  );
}
