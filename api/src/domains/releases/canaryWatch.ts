// The canary judge at work: on a timer, in one api process at a time (a job lease), each running
// canary is judged against its stable version on the same minutes of field data
// (tools/src/release/canaryJudge.ts), and one found worse is rolled back — a release of its own
// whose note, like the audit log, gives the figures. Several canaries are judged each on its own
// remote's data.
import type { RumVersionFigures } from '@matchday/contracts/rum/contract';
import type { RemoteId } from '@matchday/contracts/routes/routeTable';
import { CANARY_POLICY, judgeCanary, type CanaryPolicy, type CanaryVerdict } from '@matchday/tools/release/canaryJudge';
import type { Clock } from '../../clock';
import type { Queryable } from '../../db/database';
import { withJobLease } from '../../db/jobLeases';
import type { ReleasesService } from './service';

/** How often canaries are judged: the figures are per minute, the judgement on all of a canary's minutes. */
export const CANARY_WATCH_MS = 10_000;

/** The judge's interval, settable (MATCHDAY_CANARY_WATCH_SECONDS, 1–600): a test site judges sooner. */
export function canaryWatchMs(env: NodeJS.ProcessEnv): number {
  const given = env.MATCHDAY_CANARY_WATCH_SECONDS;
  if (given === undefined || given === '') return CANARY_WATCH_MS;
  const seconds = Number(given);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 600) throw new Error(`MATCHDAY_CANARY_WATCH_SECONDS must be a whole number from 1 to 600, not "${given}"`);
  return seconds * 1000;
}

/**
 * The judge's policy, its smallest samples settable (MATCHDAY_CANARY_MIN_VIEWS, 5–10000): a small
 * site, or a test with a few browsers, has fewer views to judge on than the default 20.
 */
export function canaryPolicy(env: NodeJS.ProcessEnv): CanaryPolicy {
  const given = Number(env.MATCHDAY_CANARY_MIN_VIEWS);
  if (env.MATCHDAY_CANARY_MIN_VIEWS === undefined || env.MATCHDAY_CANARY_MIN_VIEWS === '') return CANARY_POLICY;
  if (!Number.isInteger(given) || given < 5 || given > 10_000) throw new Error(`MATCHDAY_CANARY_MIN_VIEWS must be a whole number from 5 to 10000, not "${env.MATCHDAY_CANARY_MIN_VIEWS}"`);
  return { ...CANARY_POLICY, minViews: given, minVitalSamples: given };
}

/** A remote's figures per version over a span (the rum domain's). */
export type FiguresFor = (remote: RemoteId, versions: string[], since: Date, until: Date) => Promise<RumVersionFigures[]>;

export interface CanaryJudgement {
  remote: RemoteId;
  version: string;
  stableVersion: string;
  verdict: CanaryVerdict;
}

export class CanaryWatch {
  constructor(
    private readonly options: { db: Queryable; clock: Clock; releases: ReleasesService; figuresFor: FiguresFor; policy?: CanaryPolicy; log?: (message: string, details: object) => void },
  ) {}

  /** Judges every running canary once; rolls back the ones found worse. Null when another process holds the lease. */
  async sweep(): Promise<CanaryJudgement[] | null> {
    return withJobLease(this.options.db, 'canary-judge', 60_000, () => this.judgeAll());
  }

  private async judgeAll(): Promise<CanaryJudgement[]> {
    const { releases, clock, figuresFor, policy } = this.options;
    const current = releases.current();
    if (!current) return [];
    const judgements: CanaryJudgement[] = [];
    for (const [remote, canary] of Object.entries(releases.canaries()) as [RemoteId, NonNullable<ReturnType<ReleasesService['canaries']>[RemoteId]>][]) {
      const stableVersion = current.remotes[remote].version;
      const until = clock.now();
      const figures = await figuresFor(remote, [canary.version, stableVersion], new Date(canary.startedAt), until);
      const of = (version: string) => figures.find((entry) => entry.version === version) ?? emptyFigures(remote, version);
      const verdict = judgeCanary(of(canary.version), of(stableVersion), policy);
      judgements.push({ remote, version: canary.version, stableVersion, verdict });
      if (verdict.verdict !== 'rollback') continue;
      const note = `canary ${remote} ${canary.version} rolled back automatically: ${verdict.reason}`;
      await releases.stopCanary({ judge: true }, remote, note);
      this.options.log?.(note, { remote, version: canary.version, stableVersion, findings: verdict.findings });
    }
    return judgements;
  }
}

const emptyFigures = (remote: RemoteId, version: string): RumVersionFigures => ({
  remote,
  version,
  views: 0,
  samples: 0,
  errors: 0,
  crashes: 0,
  fallbacks: 0,
  chunkFailures: 0,
  errorRate: null,
  fallbackRate: null,
  lcpP75: null,
  inpP75: null,
  lcpSamples: 0,
  inpSamples: 0,
  series: [],
  topErrors: [],
});
