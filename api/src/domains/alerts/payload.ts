// What an alert says, in the fan's language: the same words as an open tab's toast (alertWords,
// the shared alert texts), the match's page to open, and a tag that makes the tab's toast and the
// push one notification.
import { alertMatchUrl, type AlertMessage, type AlertPayload, alertTag, alertWords } from '@matchday/contracts/alerts/contract';
import type { Locale } from '@matchday/contracts/i18n/locales';
import { translate } from '../../i18n/messages';
import type { EventRow } from './queries';

export function alertPayload(kind: AlertMessage, event: EventRow, language: Locale): AlertPayload {
  const words = alertWords((key, values) => translate(key, language, values), { kind, ...event });
  return { kind, matchId: event.matchId, ...words, url: alertMatchUrl(event.matchId), tag: alertTag(event.matchId, event.seq) };
}
