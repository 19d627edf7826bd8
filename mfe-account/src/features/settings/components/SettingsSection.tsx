// Settings: language, light or dark, sharing performance data, and log out.
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSubmit } from '@matchday/ui/useSubmit';
import { setThemeMode, useThemeMode } from '@matchday/shared/stores/themeModeStore';
import { LanguageSwitcher } from '@matchday/ui/LanguageSwitcher';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SectionCard } from '../../../components/SectionCard';
import { logOut } from '../hooks/logOut';
import { PerformanceDataSwitch } from './PerformanceDataSwitch';

export function SettingsSection() {
  const { t } = useTranslation('account');
  const mode = useThemeMode();
  const leaving = useSubmit(logOut);
  return (
    <SectionCard title={t('user.sections.settings')} testId="settings">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography sx={{ flex: 1 }}>{t('settings.language')}</Typography>
        <LanguageSwitcher />
      </Box>
      <FormControlLabel
        control={<Switch checked={mode === 'dark'} onChange={(event) => setThemeMode(event.target.checked ? 'dark' : 'light')} />}
        label={t('settings.darkMode')}
        sx={{ mb: 2 }}
      />
      <PerformanceDataSwitch />
      <Divider sx={{ mb: 2 }} />
      <Button color="error" variant="outlined" startIcon={<LogoutIcon />} onClick={() => void leaving.submit()} disabled={leaving.busy} data-testid="log-out">
        {t('user.logOut')}
      </Button>
    </SectionCard>
  );
}
