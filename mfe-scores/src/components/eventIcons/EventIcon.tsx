// Every event label of the specification (section 3) with its own icon, shared by the match
// detail's timeline and text live. Cards are drawn (a yellow or red rectangle, as on a
// scoreboard); the rest are MUI icons, each chosen once here.
import type { MatchEventType } from '@matchday/shared/api/sports';
import { useTranslation } from '@matchday/shared/i18n/react';
import AccessTime from '@mui/icons-material/AccessTime';
import BackHand from '@mui/icons-material/BackHand';
import Block from '@mui/icons-material/Block';
import CallMissed from '@mui/icons-material/CallMissed';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Flag from '@mui/icons-material/Flag';
import FlashOn from '@mui/icons-material/FlashOn';
import GpsFixed from '@mui/icons-material/GpsFixed';
import GpsNotFixed from '@mui/icons-material/GpsNotFixed';
import Looks3 from '@mui/icons-material/Looks3';
import LooksOne from '@mui/icons-material/LooksOne';
import LooksTwo from '@mui/icons-material/LooksTwo';
import MapIcon from '@mui/icons-material/Map';
import PanTool from '@mui/icons-material/PanTool';
import PauseCircle from '@mui/icons-material/PauseCircle';
import PlayCircle from '@mui/icons-material/PlayCircle';
import Replay from '@mui/icons-material/Replay';
import SportsBasketball from '@mui/icons-material/SportsBasketball';
import SportsSoccer from '@mui/icons-material/SportsSoccer';
import SportsScore from '@mui/icons-material/SportsScore';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import SwapVert from '@mui/icons-material/SwapVert';
import Timer from '@mui/icons-material/Timer';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Whatshot from '@mui/icons-material/Whatshot';
import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';

type Drawn = { card: 'yellow' | 'red' | 'second' };
type Look = { icon: SvgIconComponent; color?: string } | Drawn;

/** How each event looks; a type missing here fails the build (the record is total). */
export const EVENT_LOOKS: Record<MatchEventType, Look> = {
  goal: { icon: SportsSoccer, color: 'success.main' },
  own_goal: { icon: SportsSoccer, color: 'error.main' },
  penalty: { icon: GpsFixed, color: 'success.main' },
  penalty_missed: { icon: GpsNotFixed, color: 'error.main' },
  penalty_shootout: { icon: SportsScore },
  yellow_card: { card: 'yellow' },
  red_card: { card: 'red' },
  second_yellow: { card: 'second' },
  offside: { icon: Flag, color: 'warning.main' },
  substitution: { icon: SwapHoriz, color: 'info.main' },
  corner: { icon: CallMissed },
  free_kick: { icon: PanTool },
  goal_kick: { icon: Replay },
  shot_on_target: { icon: CheckCircle, color: 'success.main' },
  shot_off_target: { icon: Block, color: 'text.disabled' },
  dangerous_attack: { icon: Whatshot, color: 'warning.main' },
  possession: { icon: SwapVert },
  half_time_score: { icon: PauseCircle },
  stoppage_time: { icon: Timer },
  quarter_start: { icon: PlayCircle },
  quarter_end: { icon: PauseCircle },
  overtime: { icon: AccessTime },
  two_point: { icon: LooksTwo, color: 'success.main' },
  three_point: { icon: Looks3, color: 'success.main' },
  free_throw: { icon: LooksOne },
  rebound: { icon: SportsBasketball },
  assist: { icon: TrendingUp },
  steal: { icon: BackHand },
  block: { icon: Block },
  foul: { icon: PanTool, color: 'warning.main' },
  turnover: { icon: SwapHoriz, color: 'error.main' },
  timeout: { icon: Timer },
  map_start: { icon: MapIcon },
  map_won: { icon: EmojiEvents, color: 'success.main' },
  round_won: { icon: CheckCircle },
  kill: { icon: FlashOn },
  first_blood: { icon: FlashOn, color: 'error.main' },
  first_tower: { icon: Flag },
  first_dragon: { icon: Whatshot },
  baron: { icon: EmojiEvents, color: 'secondary.main' },
  overlord: { icon: EmojiEvents, color: 'secondary.main' },
  first_to_five: { icon: TrendingUp },
  first_to_ten: { icon: TrendingUp, color: 'success.main' },
  kick_off: { icon: PlayCircle },
  full_time: { icon: SportsScore },
};

export const eventLabelKey = (type: MatchEventType) => `events.${type}`;

const CARD_COLOURS = { yellow: '#f5c400', red: '#d32f2f' } as const;

function Card({ kind }: { kind: Drawn['card'] }) {
  const card = (colour: string, offset = 0) => (
    <Box component="span" sx={{ position: 'absolute', insetInlineStart: offset, top: 2, width: 10, height: 14, borderRadius: '2px', bgcolor: colour }} />
  );
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-block', width: 18, height: 18 }}>
      {kind === 'second' ? (
        <>
          {card(CARD_COLOURS.yellow)}
          {card(CARD_COLOURS.red, 6)}
        </>
      ) : (
        card(CARD_COLOURS[kind], 4)
      )}
    </Box>
  );
}

/** An event's icon with its translated name (for screen readers and as a tooltip). */
export function EventIcon({ type }: { type: MatchEventType }) {
  const { t } = useTranslation('scores');
  const look = EVENT_LOOKS[type];
  const label = t(eventLabelKey(type));
  return (
    <Box component="span" role="img" aria-label={label} title={label} data-event-type={type} sx={{ display: 'inline-flex', alignItems: 'center', lineHeight: 0 }}>
      {'card' in look ? <Card kind={look.card} /> : <look.icon fontSize="small" sx={{ color: look.color ?? 'text.secondary' }} />}
    </Box>
  );
}
