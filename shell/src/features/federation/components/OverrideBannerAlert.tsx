// Reminds a developer that some remotes come from their own servers, and undoes it.
// Only developers ever see it, so it is loaded only when an override is active.
import { OVERRIDES_STORAGE_KEY } from '../devOverrides';
import { useRelease } from '../stores/releaseStore';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from '@matchday/shared/i18n/react';

export default function OverrideBannerAlert() {
  const { t } = useTranslation('shell');
  const entries = Object.entries(useRelease((state) => state.overrides));
  const clear = () => {
    localStorage.removeItem(OVERRIDES_STORAGE_KEY);
    window.location.reload(); // remotes are registered at start; a clean start applies the change
  };
  return (
    <Alert
      severity="warning"
      data-testid="override-banner"
      action={<Button color="inherit" size="small" onClick={clear}>{t('remote.clearOverrides')}</Button>}
    >
      {entries.map(([remote, url]) => (
        <div key={remote}>{t('remote.overrideActive', { remote: `mfe-${remote}`, url })}</div>
      ))}
    </Alert>
  );
}
