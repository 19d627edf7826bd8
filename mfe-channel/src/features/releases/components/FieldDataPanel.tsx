// What the fans' browsers said about each remote version over a chosen span (field data): the
// table of figures, the beacons the api dropped, read again every 30 s while the tab is open.
// A failed refresh keeps the figures it has and says how old they are.
import { useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import { EmptyState, ErrorState, LoadingState } from '@matchday/ui/StatusViews';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { SPAN_MINUTES, useFieldData, type SpanMinutes } from '../hooks/useFieldData';
import { FieldDataTable } from './FieldDataTable';

export function FieldDataPanel() {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const [minutes, setMinutes] = useState<SpanMinutes>(60);
  const figures = useFieldData(minutes);
  const data = figures.data;
  const titleId = useId();

  let body;
  if (data === null) body = figures.status === 'error' ? <ErrorState onRetry={figures.retry} /> : <LoadingState rows={3} label={t('releases.fieldData.loading')} />;
  else if (data.versions.length === 0) body = <EmptyState title={t('releases.fieldData.empty')} />;
  else body = <FieldDataTable versions={data.versions} />;

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="field-data" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h2" id={titleId} sx={{ fontSize: '1.15rem' }}>
            {t('releases.fieldData.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('releases.fieldData.intro')}
          </Typography>
        </Box>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={minutes}
          onChange={(_event, chosen: SpanMinutes | null) => chosen !== null && setMinutes(chosen)}
          aria-label={t('releases.fieldData.span')}
          data-testid="field-data-span"
        >
          {SPAN_MINUTES.map((span) => (
            <ToggleButton key={span} value={span} sx={{ px: 1.5 }}>
              {t(`releases.fieldData.spans.m${span}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {data && (
        <Typography variant="caption" color="text.secondary" data-testid="field-data-range">
          {t('releases.fieldData.range', { from: format.dayTime(data.from), to: format.dayTime(data.to) })}
        </Typography>
      )}
      {data && figures.status === 'error' && (
        <Alert severity="warning" data-testid="field-data-stale">
          {t('releases.fieldData.refreshFailed', { time: format.time(data.to) })}
        </Alert>
      )}
      {body}
      {data && (
        <Typography variant="body2" color="text.secondary" data-testid="field-data-dropped">
          {t('releases.fieldData.dropped', { malformed: format.count(data.dropped.malformed), flooded: format.count(data.dropped.flooded) })}
        </Typography>
      )}
    </Box>
  );
}
