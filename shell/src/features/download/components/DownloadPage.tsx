// /download: where to get the app. Inside WeChat on an iPhone, store links do not open, so the
// page asks the visitor to open it in Safari first (the catalogue's "Please open with Safari").
import AndroidIcon from '@mui/icons-material/Android';
import AppleIcon from '@mui/icons-material/Apple';
import { getRuntimeConfig } from '@matchday/shared/config/runtimeConfig';
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@matchday/shared/i18n/react';

export function needsSafari(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && /iPhone|iPad|iPod/i.test(userAgent);
}

export function DownloadPage() {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  usePageMeta('download');
  const { appDownload } = getRuntimeConfig();
  const links = [
    { id: 'ios', label: t('download.ios'), href: appDownload.ios, icon: <AppleIcon /> },
    { id: 'android', label: t('download.android'), href: appDownload.android, icon: <AndroidIcon /> },
  ];
  return (
    <Box data-testid="download-page" sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 4 }}>
      {needsSafari(navigator.userAgent) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {tCommon('errors.openWithSafari')}
        </Alert>
      )}
      <Typography variant="h1" gutterBottom>
        {t('download.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('download.intro')}
      </Typography>
      <Box component="ul" sx={{ pl: 3, mb: 3 }}>
        {(['scores', 'streams', 'tips'] as const).map((feature) => (
          <li key={feature}>
            <Typography>{t(`download.features.${feature}`)}</Typography>
          </li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {links.map((link) =>
          link.href ? (
            <Button key={link.id} variant="contained" size="large" startIcon={link.icon} href={link.href}>
              {link.label}
            </Button>
          ) : (
            <Button key={link.id} variant="outlined" size="large" startIcon={link.icon} disabled>
              {link.label} · {t('download.comingSoon')}
            </Button>
          ),
        )}
      </Stack>
    </Box>
  );
}
