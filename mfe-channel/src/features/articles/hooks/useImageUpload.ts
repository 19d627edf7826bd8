// Uploading an image for an article: checked here first with the api's own limits and messages
// (type and size, from @matchday/contracts/media/contract), then sent; the api checks the bytes again.
import { MEDIA_CONTENT_TYPES, MEDIA_MAX_BYTES, type UploadedMedia } from '@matchday/contracts/media/contract';
import { ruleMessage } from '@matchday/shared/i18n/i18n';
import { useSubmit } from '@matchday/ui/useSubmit';
import { uploadImage } from '../api/articlesApi';

export function useImageUpload() {
  const sending = useSubmit((file: File) => uploadImage(file));

  /** The image as stored, or null when it was refused (the reason is in `error`). */
  const upload = async (file: File): Promise<UploadedMedia | null> => {
    sending.clearError();
    if (!(MEDIA_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      sending.setError(ruleMessage('api.media.type'));
      return null;
    }
    if (file.size > MEDIA_MAX_BYTES) {
      sending.setError(ruleMessage('api.media.tooLarge'));
      return null;
    }
    return (await sending.submit(file)) ?? null;
  };

  return { upload, busy: sending.busy, error: sending.error };
}
