// A compact row of the sport's live matches to follow; the chosen one is in `?id=`.
import type { MatchSummary } from '@matchday/contracts/sports/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from '@matchday/shared/i18n/react';

interface LiveMatchPickerProps {
  matches: readonly MatchSummary[];
  selected: string | null;
  onSelect: (matchId: string) => void;
}

export function LiveMatchPicker({ matches, selected, onSelect }: LiveMatchPickerProps) {
  const { t } = useTranslation('scores');
  return (
    <Box
      role="group"
      aria-label={t('textLive.picker.label')}
      data-testid="live-match-picker"
      sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'nowrap', md: 'wrap' }, overflowX: { xs: 'auto', md: 'visible' }, pb: 1, mb: 1 }}
    >
      {matches.map((match) => {
        const chosen = match.id === selected;
        return (
          <Chip
            key={match.id}
            clickable
            aria-pressed={chosen}
            color={chosen ? 'primary' : 'default'}
            variant={chosen ? 'filled' : 'outlined'}
            onClick={() => onSelect(match.id)}
            // Names and a score, nothing to translate: `Home 1:0 Away`.
            label={`${match.home.shortName || match.home.name} ${match.homeScore}:${match.awayScore} ${match.away.shortName || match.away.name}`}
            sx={{ flexShrink: 0 }}
          />
        );
      })}
    </Box>
  );
}
