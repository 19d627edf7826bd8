// Choose an image, see it as the avatar before sending, then upload it ("Upload succeeded").
import { eventBus } from '@matchday/shared/bus/eventBus';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useTranslation } from '@matchday/shared/i18n/react';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@matchday/contracts/constants';
import { useSubmit } from '@matchday/ui/useSubmit';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { UserProfile } from '@matchday/contracts/accounts/contract';
import { applyProfile } from '../../../lib/profileStore';
import { uploadAvatar } from '../api/profileApi';
import { avatarFileProblem } from './avatarFile';

export function AvatarUpload({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['account', 'api', 'common']);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // The profile and the toast are the page's, kept even when this form is gone; the form's own state is reset after.
  const upload = useSubmit(
    async () => {
      if (!file) return;
      applyProfile(await uploadAvatar(file));
      eventBus.emit('toast', { message: t('common:confirm.uploaded'), severity: 'success' });
    },
    {
      onSuccess: () => {
        setFile(null);
        setPreview(null);
        if (input.current) input.current.value = '';
      },
    },
  );

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    upload.clearError();
    if (!chosen) return;
    const problem = avatarFileProblem(chosen);
    if (problem) {
      setFile(null);
      setPreview(null);
      upload.setError(ruleMessage(problem));
      return;
    }
    setFile(chosen);
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Avatar src={preview ?? profile.avatarUrl ?? undefined} alt={profile.username} sx={{ width: 72, height: 72 }} data-testid="avatar-preview">
        {profile.username.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {preview ? t('profile.avatarPreview') : t('profile.avatarHint', { megabytes: AVATAR_MAX_BYTES / 1024 / 1024 })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label">
            {t('profile.chooseAvatar')}
            <input
              ref={input}
              hidden
              type="file"
              accept={AVATAR_CONTENT_TYPES.join(',')}
              data-testid="avatar-input"
              onChange={(event) => choose(event.target.files?.[0])}
            />
          </Button>
          {file && (
            <Button variant="contained" onClick={() => void upload.submit()} disabled={upload.busy} data-testid="avatar-upload">
              {t('profile.uploadAvatar')}
            </Button>
          )}
        </Box>
        {upload.error && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="avatar-error">
            {upload.error}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
