// The cover image: uploaded from a file (shown at once) or given as an address; a preview of
// whichever it is.
import { useTranslation } from '@matchday/shared/i18n/react';
import { TextInput } from '@matchday/ui/TextInput';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useImageUpload } from '../hooks/useImageUpload';

interface CoverFieldProps {
  value: string;
  onChange: (url: string) => void;
  error?: string;
}

export function CoverField({ value, onChange, error }: CoverFieldProps) {
  const { t } = useTranslation(['channel', 'api']);
  const input = useRef<HTMLInputElement>(null);
  const { upload, busy, error: uploadError } = useImageUpload();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const uploaded = await upload(file);
    if (uploaded) onChange(uploaded.url);
    // The same file may be chosen again after a refusal.
    if (input.current) input.current.value = '';
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="article-cover">
      <Typography variant="subtitle2">{t('articles.form.cover')}</Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" component="label" disabled={busy} data-testid="article-cover-upload">
          {busy ? t('articles.form.uploading') : t('articles.form.uploadCover')}
          <input ref={input} hidden type="file" accept="image/png,image/jpeg,image/webp,image/gif" onChange={(event) => void choose(event.target.files?.[0])} data-testid="article-cover-file" />
        </Button>
        {value && (
          <Button onClick={() => onChange('')} data-testid="article-cover-remove">
            {t('articles.form.removeCover')}
          </Button>
        )}
      </Box>
      <TextInput
        size="small"
        label={t('articles.form.coverAddress')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        fullWidth
        inputProps={{ maxLength: 500, 'data-testid': 'article-cover-url' }}
      />
      {uploadError && (
        <Alert severity="error" data-testid="article-cover-error">
          {uploadError}
        </Alert>
      )}
      {value && !error && (
        <Box
          component="img"
          src={value}
          alt={t('articles.form.coverPreview')}
          sx={{ width: '100%', maxWidth: 360, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
          data-testid="article-cover-preview"
        />
      )}
    </Box>
  );
}
