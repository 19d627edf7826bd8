// The streamer list's reads: who is live now, and the lives streamers scheduled.
import { LIVE_PATHS, PROGRAMME_PATHS, type Live, type Programme } from '@matchday/shared/api/lives';
import type { Sport } from '@matchday/shared/api/sports';
import { http } from '@matchday/shared/http/http';

/** Reads show their own error states; they are not toasts. */
const quiet = { notifyErrors: false } as const;

export async function listLives(sport?: Sport): Promise<Live[]> {
  return (await http.get(LIVE_PATHS.lives, { ...quiet, params: sport ? { sport } : {} })).data;
}

export async function listProgrammes(sport?: Sport): Promise<Programme[]> {
  return (await http.get(PROGRAMME_PATHS.programmes, { ...quiet, params: sport ? { sport } : {} })).data;
}
