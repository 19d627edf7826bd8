// Feedback: a type, what happened or what to improve, and an optional contact. The form is
// checked with the api's own schema; what was typed stays on an error.
import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, FEEDBACK_MESSAGE_VALUES, feedbackSchema } from '@matchday/contracts/feedback/schemas';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { useTranslation } from '@matchday/shared/i18n/react';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { checkForm } from '../../../lib/checkForm';
import { sendFeedback } from '../api/feedbackApi';

export function FeedbackPage() {
  const { t } = useTranslation(['account', 'common']);
  const [category, setCategory] = useState('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const form = useSubmit(async () => {
    setSent(false);
    const checked = checkForm(feedbackSchema, { category: category || undefined, content, contact }, FEEDBACK_MESSAGE_VALUES);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    await sendFeedback(checked.value);
    const message = t('common:confirm.feedbackSubmitted');
    eventBus.emit('toast', { message, severity: 'success' });
    setSent(true);
    setCategory('');
    setContent('');
    setContact('');
  });

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: { xs: 2, md: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.6rem', mb: 1 }}>
          {t('feedback.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('feedback.intro')}
        </Typography>
        {sent && (
          <Alert severity="success" sx={{ mb: 2 }} data-testid="feedback-sent">
            {t('common:confirm.feedbackSubmitted')}
          </Alert>
        )}
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => (event.preventDefault(), void form.submit())} aria-label={t('feedback.title')}>
          <TextField
            select
            label={t('feedback.category')}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            error={Boolean(errors.category)}
            helperText={errors.category ?? ' '}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'feedback-category' } as object } }}
          >
            {FEEDBACK_CATEGORIES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`feedback.categories.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('feedback.content')}
            placeholder={t('feedback.contentPlaceholder')}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            error={Boolean(errors.content)}
            helperText={errors.content ?? `${content.trim().length} / ${FEEDBACK_LIMITS.maxLength}`}
            multiline
            minRows={5}
            slotProps={{ htmlInput: { 'data-testid': 'feedback-content' } }}
          />
          <TextField
            label={t('feedback.contact')}
            value={contact}
            onChange={(event) => setContact(event.target.value)}
            error={Boolean(errors.contact)}
            helperText={errors.contact ?? t('feedback.contactHint')}
            slotProps={{ htmlInput: { 'data-testid': 'feedback-contact' } }}
          />
          {form.error && <Alert severity="error">{form.error}</Alert>}
          <Button type="submit" variant="contained" size="large" disabled={form.busy} data-testid="feedback-submit">
            {t('feedback.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
