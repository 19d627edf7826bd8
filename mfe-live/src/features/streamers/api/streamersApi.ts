// The streamer list's reads: who is live now, and the lives streamers scheduled.
import { type Live, livesRead, type Programme, programmesRead } from '@matchday/contracts/lives/contract';
import type { Sport } from '@matchday/contracts/sports/contract';
import { http } from '@matchday/shared/http/http';

/** Reads show their own error states; they are not toasts. */
const quiet = { notifyErrors: false } as const;

export async function listLives(sport?: Sport): Promise<Live[]> {
  const { pattern, params } = livesRead(sport);
  return (await http.get(pattern, { ...quiet, params })).data;
}

export async function listProgrammes(sport?: Sport): Promise<Programme[]> {
  const { pattern, params } = programmesRead(sport);
  return (await http.get(pattern, { ...quiet, params })).data;
}
