// The progress bar's logic: it appears only when some work (navigation, a request, a remote
// loading) lasts longer than the throttle, creeps towards the end over the duration while work
// is pending, and completes when the last piece of work is done.
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@matchday/contracts/constants';

export interface ProgressView {
  visible: boolean;
  /** 0 to 100. */
  value: number;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Share of the bar filled after `elapsed` ms of pending work: 95 % at the full duration. */
export function creep(elapsed: number, durationMs = PROGRESS_DURATION_MS): number {
  const fraction = 1 - Math.exp((-3 * Math.max(0, elapsed)) / durationMs);
  return Math.min(95, Math.round(fraction * 100));
}

export class ProgressController {
  private readonly pending = new Set<string>();
  private startedAt = 0;
  private showTimer: unknown = null;
  private hideTimer: unknown = null;
  private view: ProgressView = { visible: false, value: 0 };

  constructor(
    private readonly clock: Clock,
    private readonly onChange: (view: ProgressView) => void,
    private readonly throttleMs = PROGRESS_THROTTLE_MS,
    private readonly durationMs = PROGRESS_DURATION_MS,
  ) {}

  start(id: string): void {
    const wasIdle = this.pending.size === 0;
    this.pending.add(id);
    if (!wasIdle) return;
    if (this.hideTimer !== null) {
      this.clock.clearTimeout(this.hideTimer);
      this.hideTimer = null;
    }
    this.startedAt = this.clock.now();
    if (!this.view.visible)
      this.showTimer = this.clock.setTimeout(() => {
        this.showTimer = null;
        this.publish({ visible: true, value: 0 });
      }, this.throttleMs);
  }

  done(id: string): void {
    if (!this.pending.delete(id) || this.pending.size > 0) return;
    if (this.showTimer !== null) {
      // Finished within the throttle: the bar never shows.
      this.clock.clearTimeout(this.showTimer);
      this.showTimer = null;
      return;
    }
    this.publish({ visible: true, value: 100 });
    this.hideTimer = this.clock.setTimeout(() => {
      this.hideTimer = null;
      this.publish({ visible: false, value: 0 });
    }, this.throttleMs);
  }

  /** Called on animation frames while visible; advances the creep. */
  tick(): void {
    if (!this.view.visible || this.pending.size === 0) return;
    const value = creep(this.clock.now() - this.startedAt - this.throttleMs, this.durationMs);
    if (value > this.view.value) this.publish({ visible: true, value });
  }

  private publish(view: ProgressView): void {
    this.view = view;
    this.onChange(view);
  }
}
