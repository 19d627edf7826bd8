// Profile edits: username and signature, and the avatar image.
import { API_PATHS } from '@matchday/shared/api/paths';
import type { UserProfile } from '@matchday/shared/api/types';
import { http } from '@matchday/shared/http/http';

export async function updateProfile(change: { username?: string; signature?: string }): Promise<UserProfile> {
  return (await http.patch<UserProfile>(API_PATHS.me, change, { notifyErrors: false })).data;
}

export async function uploadAvatar(file: File): Promise<UserProfile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await http.post<UserProfile>(API_PATHS.avatar, form, { notifyErrors: false })).data;
}
