// "Share anonymous performance data": on unless the fan turns it off here, for this browser.
// The hint says what is sent, so the choice is an informed one.
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { setSharesPerformanceData, sharesPerformanceData } from '../hooks/performanceDataChoice';

export function PerformanceDataSwitch() {
  const { t } = useTranslation('account');
  const [on, setOn] = useState(() => sharesPerformanceData());
  const hintId = useId();
  return (
    <Box sx={{ mb: 2 }} data-testid="performance-data">
      <FormControlLabel
        control={<Switch checked={on} onChange={(event) => setOn(setSharesPerformanceData(event.target.checked))} slotProps={{ input: { 'aria-describedby': hintId } }} />}
        label={t('settings.performanceData')}
      />
      <Typography variant="body2" color="text.secondary" id={hintId}>
        {t('settings.performanceDataHint')}
      </Typography>
    </Box>
  );
}
