// The release console's side of the api: the environment's releases read and changed through the
// release command's own store (tools/src/release/releaseStore.ts: the same checks — a version
// never built is refused — and the same history), each change written to the audit log.
// The api reaches the release files of its environment (MATCHDAY_ENV; MATCHDAY_DEPLOY_DIR), as
// the shell's server does: on this machine, or on a volume the two share.
import type { CanaryView, ReleasesResponse } from '@matchday/contracts/releases/contract';
import type { ReleaseManifest } from '@matchday/contracts/releases/manifest';
import { REMOTE_IDS, type RemoteId } from '@matchday/contracts/routes/routeTable';
import { loadEnvironment } from '@matchday/tools/config/environments';
import type { Canaries } from '@matchday/tools/release/canary';
import { ReleaseRefusedError, ReleaseStore } from '@matchday/tools/release/releaseStore';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { refuse } from '../../http/envelope';
import { audit } from '../moderation/service';

const HISTORY_SHOWN = 30;

export const canaryViews = (canaries: Canaries): CanaryView[] =>
  REMOTE_IDS.flatMap((remote) => {
    const canary = canaries[remote];
    return canary ? [{ remote, version: canary.version, percent: canary.percent, startedAt: canary.startedAt }] : [];
  });

/** Who changed a release: an operator, or the canary judge (no one: its note says why). */
export type ReleaseActor = { userId: string } | { judge: true };

export class ReleasesService {
  private readonly store: ReleaseStore;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    readonly environment: string,
    store?: ReleaseStore,
  ) {
    this.store = store ?? new ReleaseStore(loadEnvironment(environment), undefined, () => clock.now());
  }

  read(): ReleasesResponse {
    const history = this.store.historyWithCanaries().slice(-HISTORY_SHOWN).reverse();
    return {
      environment: this.environment,
      current: this.store.current(),
      canaries: canaryViews(this.store.canaries()),
      history: history.map(({ release, canaries }) => ({ ...release, canaries: canaryViews(canaries) })),
    };
  }

  canaries(): Canaries {
    return this.store.canaries();
  }

  current(): ReleaseManifest | null {
    return this.store.current();
  }

  /** One change through the store, audited; a refusal is the store's words, as a 409. */
  private async change(actor: ReleaseActor, action: string, details: Record<string, string | number>, make: (store: ReleaseStore) => ReleaseManifest): Promise<ReleaseManifest> {
    let release: ReleaseManifest;
    try {
      release = make(this.store);
    } catch (error) {
      if (error instanceof ReleaseRefusedError) throw refuse('api.releases.refused', 409, { reason: error.message });
      throw error;
    }
    // The release's note is the entry's reason: an automatic roll-back's carries its figures.
    await audit(this.db, {
      actorId: 'userId' in actor ? actor.userId : null,
      action,
      reason: release.note,
      details: { ...details, release: release.release, environment: this.environment },
      at: this.clock.now(),
    });
    return release;
  }

  startCanary(actor: ReleaseActor, remote: RemoteId, version: string, percent: number, note?: string) {
    return this.change(actor, 'release.canary', { remote, version, percent }, (store) => store.startCanary(remote, version, percent, note));
  }

  promoteCanary(actor: ReleaseActor, remote: RemoteId, note?: string) {
    return this.change(actor, 'release.promote', { remote }, (store) => store.promoteCanary(remote, note));
  }

  stopCanary(actor: ReleaseActor, remote: RemoteId, note?: string) {
    return this.change(actor, 'judge' in actor ? 'release.rolledBack' : 'release.stopCanary', { remote }, (store) => store.stopCanary(remote, note));
  }

  setEnabled(actor: ReleaseActor, remote: RemoteId, enabled: boolean, note?: string) {
    return this.change(actor, enabled ? 'release.enable' : 'release.disable', { remote }, (store) => store.setEnabled(remote, enabled, note));
  }

  useVersion(actor: ReleaseActor, remote: RemoteId, version: string, note?: string) {
    return this.change(actor, 'release.use', { remote, version }, (store) => store.useVersion(remote, version, note));
  }

  rollback(actor: ReleaseActor, note?: string) {
    return this.change(actor, 'release.rollback', {}, (store) => store.rollback(note));
  }
}
