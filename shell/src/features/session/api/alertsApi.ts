// The signed-in fan's alert choices (which kinds, muted hours) and followed matches, for the tab's
// own alerts. The alert watcher's module loads only for a signed-in fan, so the HTTP client comes with it.
import { ALERT_PATHS, type AlertPreferences } from '@matchday/contracts/alerts/contract';
import { FOLLOWING_PATH, type FollowingResponse } from '@matchday/contracts/favourites/contract';
import { http } from '@matchday/shared/http/http';

export async function readAlertPreferences(): Promise<AlertPreferences> {
  return (await http.get(ALERT_PATHS.preferences, { notifyErrors: false })).data;
}

/** The matches the fan follows (starred, or of a followed team or competition), yesterday to a week ahead. */
export async function readFollowing(): Promise<FollowingResponse> {
  return (await http.get(FOLLOWING_PATH, { notifyErrors: false })).data;
}
