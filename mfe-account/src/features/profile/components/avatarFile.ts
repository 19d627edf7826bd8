// The checks an avatar passes before it is sent (the api checks the bytes again).
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES } from '@matchday/contracts/constants';

export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): 'api.avatarType' | 'api.avatarTooLarge' | null {
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) return 'api.avatarType';
  if (file.size > AVATAR_MAX_BYTES) return 'api.avatarTooLarge';
  return null;
}
