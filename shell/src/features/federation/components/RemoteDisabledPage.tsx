// A route whose remote the release switched off.
import { ErrorState } from '@matchday/ui/StatusViews';
import Box from '@mui/material/Box';
import { useTranslation } from '@matchday/shared/i18n/react';

export function RemoteDisabledPage() {
  const { t } = useTranslation('shell');
  return (
    <Box data-testid="remote-disabled" sx={{ maxWidth: 720, mx: 'auto', py: 4 }}>
      <ErrorState title={t('remote.disabledTitle')} hint={t('remote.disabledHint')} />
    </Box>
  );
}
