// Previous and next under a paged list of the channel or the console (nothing for one page).
import { useTranslation } from '@matchday/shared/i18n/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('channel');
  if (pages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center' }}>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('experts.previous')}
      </Button>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('experts.next')}
      </Button>
    </Box>
  );
}
