// Uploading an image for an article: checked here first with the api's own limits and messages
// (type and size, from @matchday/shared/api/media), then sent; the api checks the bytes again.
import { MEDIA_CONTENT_TYPES, MEDIA_MAX_BYTES, type UploadedMedia } from '@matchday/shared/api/media';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useState } from 'react';
import { failureText } from '@matchday/shared/ui/failureText';
import { uploadImage } from '../api/articlesApi';

export function useImageUpload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File): Promise<UploadedMedia | null> => {
    setError(null);
    if (!(MEDIA_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setError(ruleMessage('api.media.type'));
      return null;
    }
    if (file.size > MEDIA_MAX_BYTES) {
      setError(ruleMessage('api.media.tooLarge'));
      return null;
    }
    setBusy(true);
    try {
      return await uploadImage(file);
    } catch (failure) {
      setError(failureText(failure));
      return null;
    } finally {
      setBusy(false);
    }
  };

  return { upload, busy, error };
}
