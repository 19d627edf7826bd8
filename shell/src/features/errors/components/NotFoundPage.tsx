// Every unknown path: "This page could not be found", with a way home.
import { usePageMeta } from '@matchday/ui/usePageMeta';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@matchday/shared/i18n/react';
import { Link } from '@matchday/shared/routing/router';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  usePageMeta('notFound');
  return (
    <Box data-testid="not-found" sx={{ textAlign: 'center', py: 10, px: 2 }}>
      <Typography variant="h1" component="p" sx={{ fontSize: '4rem', color: 'text.disabled' }}>
        404
      </Typography>
      <Typography variant="h2" component="h1" gutterBottom>
        {t('notFound.title')}
      </Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 2 }}>
        {t('notFound.backHome')}
      </Button>
    </Box>
  );
}
