// What the signed-in fan follows (teams, competitions) and the matches it makes them follow. The
// HTTP client comes with the first call: the match centre's first visit (a visitor's) never needs it.
import { FOLLOWING_PATH, type FollowingResponse } from '@matchday/contracts/favourites/contract';

export async function readFollowing(): Promise<FollowingResponse> {
  const { http } = await import('@matchday/shared/http/http');
  return (await http.get(FOLLOWING_PATH, { notifyErrors: false })).data;
}
