// The lines of the commentary, newest first: when, an icon for the kind of event, what happened.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from '@matchday/shared/i18n/react';
import { EventIcon } from '../../../components/eventIcons/EventIcon';
import type { CommentaryLine } from '../hooks/commentaryLine';

const Line = memo(function Line({ line }: { line: CommentaryLine }) {
  const { t } = useTranslation('scores');
  return (
    <Box
      component="li"
      data-testid="commentary-line"
      data-seq={line.seq}
      data-type={line.type}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px 24px 1fr', md: '72px 28px 1fr' },
        alignItems: 'start',
        columnGap: 1,
        px: 1.5,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: line.scoring ? 'action.selected' : undefined,
      }}
    >
      <Typography component="span" variant="body2" data-testid="commentary-clock" sx={{ fontVariantNumeric: 'tabular-nums', color: 'text.secondary' }}>
        {line.clock ? t(line.clock.key, line.clock.values) : ''}
      </Typography>
      <Box component="span" aria-hidden sx={{ display: 'flex', justifyContent: 'center' }}>
        <EventIcon match={line} type={line.type} />
      </Box>
      <Typography component="span" variant="body2" data-testid="commentary-text" sx={{ fontWeight: line.scoring ? 700 : 400, overflowWrap: 'anywhere' }}>
        {t(line.sentence.key, line.sentence.values)}
      </Typography>
    </Box>
  );
});

export function CommentaryLines({ lines, emptyText }: { lines: readonly CommentaryLine[]; emptyText: string }) {
  if (lines.length === 0)
    return (
      <Typography role="status" variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {lines.map((line) => (
        <Line key={line.seq} line={line} />
      ))}
    </Box>
  );
}
