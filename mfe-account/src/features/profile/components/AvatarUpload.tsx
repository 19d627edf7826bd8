// Choose an image, see it as the avatar before sending, then upload it ("Upload succeeded").
import { eventBus } from '@matchday/shared/bus/eventBus';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useTranslation } from '@matchday/shared/i18n/react';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@matchday/shared/constants';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { UserProfile } from '@matchday/shared/api/types';
import { applyProfile } from '../../../lib/profileStore';
import { useSubmission } from '../../../lib/useSubmission';
import { uploadAvatar } from '../api/profileApi';
import { avatarFileProblem } from './avatarFile';
import { failureMessage } from '../../../lib/failureMessage';

export function AvatarUpload({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation(['account', 'api', 'common']);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useSubmission();

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    const problem = avatarFileProblem(chosen);
    if (problem) {
      setFile(null);
      setPreview(null);
      setError(ruleMessage(problem));
      return;
    }
    setFile(chosen);
  };

  const send = () =>
    upload.submit(async () => {
      if (!file) return;
      try {
        applyProfile(await uploadAvatar(file));
        setFile(null);
        setPreview(null);
        if (input.current) input.current.value = '';
        eventBus.emit('toast', { message: t('common:confirm.uploaded'), severity: 'success' });
      } catch (failure) {
        setError(failureMessage(failure));
      }
    });

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
            <Button variant="contained" onClick={() => void send()} disabled={upload.submitting} data-testid="avatar-upload">
              {t('profile.uploadAvatar')}
            </Button>
          )}
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }} data-testid="avatar-error">
            {error}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
