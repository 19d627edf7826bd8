// The alert watcher as the shell runs it for a signed-in fan (loaded with the live session): the
// followed matches on the page's realtime connection, the fan's choices from the
// api, one alert per event across the site's tabs, shown as a toast with a link to the match or,
// in a background tab the fan allowed, as a system notification.
import { type AlertPreferences, DEFAULT_ALERT_PREFERENCES } from '@matchday/contracts/alerts/contract';
import { eventBus } from '@matchday/shared/bus/eventBus';
import { i18n } from '@matchday/shared/i18n/i18n';
import { isFollowedMatch } from '@matchday/contracts/favourites/contract';
import { watchChannel } from '@matchday/shared/realtime/realtime';
import { favourites } from '@matchday/shared/stores/favouritesStore';
import { readAlertPreferences, readFollowing } from '../api/alertsApi';
import { alertShow, alertTexts } from './alertTexts';
import { deliverOnce, type AlertShow } from './deliverAlert';
import { SHELL_NAMESPACE } from '../../../i18n/shellNamespace';
import { watchMatchAlerts } from './matchAlerts';

/** A system notification through the site's service worker (the same tag as a pushed one), where allowed. */
async function notify(alert: AlertShow): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  const registration = await navigator.serviceWorker?.getRegistration();
  if (registration) await registration.showNotification(alert.title, { body: alert.body, tag: alert.tag, icon: '/icons/icon-192.png', data: { url: alert.url } });
  else new Notification(alert.title, { body: alert.body, tag: alert.tag });
  return true;
}

export function startMatchAlerts(): () => void {
  let preferences: AlertPreferences = DEFAULT_ALERT_PREFERENCES;
  void readAlertPreferences()
    .then((read) => (preferences = read))
    .catch(() => undefined); // the defaults: every kind, no muted hours
  const t = i18n.getFixedT(null, SHELL_NAMESPACE);
  const watcher = watchMatchAlerts({
    watch: watchChannel,
    loadFollowed: async () => (await readFollowing()).matches,
    isFollowed: (match) => isFollowedMatch(favourites.isFavourite, match),
    preferences: () => preferences,
    deliver: (alert) =>
      void alertTexts().then(() =>
        deliverOnce(alertShow(t, alert), {
          storage: localStorage,
          locks: navigator.locks,
          visible: () => document.visibilityState === 'visible',
          notify,
          toast: (shown) => eventBus.emit('toast', { message: `${shown.title}${shown.body ? ` · ${shown.body}` : ''}`, severity: 'info', link: { to: shown.url, label: t('alerts.open') } }),
        }),
      ),
  });
  // A new star (a team, a match) is watched at once, not at the next reading of the day.
  const changes = eventBus.on('favourites.changed').subscribe(() => void watcher.refresh());
  return () => {
    changes.unsubscribe();
    watcher.stop();
  };
}
