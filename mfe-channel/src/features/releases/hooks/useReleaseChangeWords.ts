// What a change of the release says to the operator: its dialog's title, the question that
// says what fans will get ("Serve mfe-news 1.7.0 to 30% of visitors?") with what else follows,
// the confirm button, and the toast once it is done. Remotes go by their package names
// (mfe-news), as the release command and its notes name them.
import type { ReleasesResponse } from '@matchday/contracts/releases/contract';
import { MISSING, useFormat } from '@matchday/shared/format/format';
import { useTranslation } from '@matchday/shared/i18n/react';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { packageName, REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import type { ReleaseChange } from '../api/releasesApi';
import { canaryOf, rollbackTarget, type PastRelease } from '../utils/releaseLookups';
import type { ReleaseAction } from './useReleaseChangeForm';

export interface ReleaseChangeWords {
  title: (action: ReleaseAction) => string;
  confirmLabel: (action: ReleaseAction) => string;
  question: (change: ReleaseChange) => string;
  /** What else the change does (the canary it ends, what a roll-back changes), one line each. */
  details: (change: ReleaseChange) => string[];
  /** The toast once the api made the change into `release`. */
  done: (change: ReleaseChange, release: ReleaseManifest) => string;
}

export function useReleaseChangeWords(releases: ReleasesResponse): ReleaseChangeWords {
  const { t } = useTranslation('channel');
  const format = useFormat();
  const share = (percent: number) => format.percent(percent / 100);
  const stableOf = (remote: RemoteId) => releases.current?.remotes[remote].version ?? MISSING;
  // A canary's start and a change of its share are the same request, said differently.
  const kindOf = (action: ReleaseAction) => (action.kind === 'canary' ? (canaryOf(releases, action.remote) ? 'canaryChange' : 'canaryStart') : action.kind);
  const target = rollbackTarget(releases);

  /** What a roll-back to `past` changes for visitors, remote by remote. */
  const rollbackChanges = (past: PastRelease): string[] => {
    const lines: string[] = [];
    for (const remote of REMOTE_IDS) {
      const now = releases.current?.remotes[remote];
      const then = past.remotes[remote];
      const name = packageName(remote);
      if (now && now.version !== then.version) lines.push(t('releases.change.details.rollbackVersion', { remote: name, from: now.version, to: then.version }));
      if (now && now.enabled !== then.enabled) lines.push(t(then.enabled ? 'releases.change.details.rollbackOn' : 'releases.change.details.rollbackOff', { remote: name }));
      const canaryNow = canaryOf(releases, remote);
      const canaryThen = past.canaries.find((canary) => canary.remote === remote);
      if (canaryNow && canaryNow.version !== canaryThen?.version) lines.push(t('releases.change.details.rollbackCanaryEnds', { remote: name, version: canaryNow.version }));
      if (canaryThen && (canaryThen.version !== canaryNow?.version || canaryThen.percent !== canaryNow.percent))
        lines.push(t('releases.change.details.rollbackCanary', { remote: name, version: canaryThen.version, share: share(canaryThen.percent) }));
    }
    return lines.length > 0 ? lines : [t('releases.change.details.rollbackSame')];
  };

  return {
    title: (action) =>
      action.kind === 'rollback' ? t('releases.change.titles.rollback', { release: target?.release }) : t(`releases.change.titles.${kindOf(action)}`, { remote: packageName(action.remote) }),
    confirmLabel: (action) => t(`releases.change.confirm.${kindOf(action)}`),
    question: (change) => {
      if (change.kind === 'rollback') return t('releases.change.questions.rollback', { release: target?.release });
      const remote = packageName(change.remote);
      switch (change.kind) {
        case 'canary':
          return t('releases.change.questions.canary', { remote, version: change.version, share: share(change.percent) });
        case 'pin':
          return t('releases.change.questions.pin', { remote, version: change.version, stable: stableOf(change.remote) });
        case 'promote':
          return t('releases.change.questions.promote', { remote, version: canaryOf(releases, change.remote)?.version ?? MISSING });
        case 'stop':
          return t('releases.change.questions.stop', { remote, stable: stableOf(change.remote) });
        default:
          return t(`releases.change.questions.${change.kind}`, { remote, version: stableOf(change.remote) });
      }
    },
    details: (change) => {
      if (change.kind === 'rollback') {
        if (!target) return [];
        const was = target.note ? [t('releases.change.details.rollbackWas', { release: target.release, note: target.note })] : [];
        return [...rollbackChanges(target), ...was];
      }
      const running = canaryOf(releases, change.remote);
      const stable = stableOf(change.remote);
      switch (change.kind) {
        case 'canary': {
          const others = t('releases.change.details.canaryOthers', { stable });
          if (!running) return [others];
          return running.version === change.version
            ? [t('releases.change.details.canaryNow', { share: share(running.percent) }), others]
            : [t('releases.change.details.canaryReplaces', { version: running.version, share: share(running.percent) }), others];
        }
        case 'pin':
          return running ? [t('releases.change.details.pinEndsCanary', { version: running.version })] : [];
        case 'promote':
          return running ? [t('releases.change.details.promoteStable', { version: running.version, stable })] : [];
        case 'stop':
          return running ? [t('releases.change.details.stopEnds', { version: running.version, share: share(running.percent) })] : [];
        default:
          return [];
      }
    },
    done: (change, release) => {
      if (change.kind === 'rollback') return t('releases.change.done.rollback', { target: target?.release, release: release.release });
      const remote = packageName(change.remote);
      switch (change.kind) {
        case 'canary':
          return t('releases.change.done.canary', { remote, version: change.version, share: share(change.percent), release: release.release });
        case 'pin':
        case 'promote':
          // The answer is the new release: the version every visitor now gets.
          return t('releases.change.done.everyone', { remote, version: release.remotes[change.remote].version, release: release.release });
        case 'stop':
          return t('releases.change.done.stop', { remote, version: release.remotes[change.remote].version, release: release.release });
        default:
          return t(`releases.change.done.${change.kind}`, { remote, release: release.release });
      }
    },
  };
}
