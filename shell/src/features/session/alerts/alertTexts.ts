// The alerts' texts (the shared file the api's pushes read too): a part of the shell's namespace
// that comes in the alert watcher's own file
// (`eager`: every language there, a couple of kilobytes; a file per language would put nine more
// chunk names in the shell's runtime, which every first visit downloads).
import { alertWords } from '@matchday/contracts/alerts/contract';
import { loadAlertTexts } from '@matchday/contracts/i18n/alerts/alertTexts';
import { addNamespacePart } from '@matchday/shared/i18n/i18n';
import { SHELL_NAMESPACE } from '../../../i18n/shellNamespace';
import type { AlertShow } from './deliverAlert';
import type { MatchAlert } from './matchAlerts';

let loading: Promise<void> | null = null;

export function alertTexts(): Promise<void> {
  loading ??= addNamespacePart(SHELL_NAMESPACE, 'alerts', loadAlertTexts).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The alert's title and line, in the fan's language (the same words as the api's push). */
export function alertShow(t: (key: string, values: Record<string, string | number>) => string, alert: MatchAlert): AlertShow {
  const { match, event } = alert;
  const words = alertWords(t, {
    kind: alert.message,
    home: match.home.name,
    away: match.away.name,
    // The score as of the event, as the push says it: two goals in one update are 1–0 then 2–0,
    // not 2–0 twice (and the toasts' "same message twice" rule would have shown only one).
    homeScore: event.homeScore,
    awayScore: event.awayScore,
    side: event.side,
    player: event.player,
    minute: event.minute,
    stoppage: event.stoppage,
    competition: match.competition.name,
  });
  return { tag: alert.tag, url: alert.url, ...(alert.requires ? { requires: alert.requires } : {}), ...words };
}
