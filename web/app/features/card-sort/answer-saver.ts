import type { Placements } from '@rira/contracts/assessments';
import { ApiError } from '../../lib/api-client.ts';

/**
 * Keeps the draft answer saved (Record) without the person thinking about it: a save ~2 s after
 * the last change, one save at a time, the answer's version sent with each save. A save from a
 * stale copy (409: saved meanwhile in another tab or device) stops autosaving and reports a
 * conflict; the placements on the screen stay as they are until the person chooses to reload
 * or to keep theirs. Nothing is ever dropped silently.
 */
export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'error' | 'conflict';

export interface SaveSnapshot {
  status: SaveStatus;
  /** The answer's version on the server as this screen knows it. */
  version: number;
  /** When the last save succeeded (ms since epoch), for "saved at …". */
  savedAt: number | null;
  /** The server's message of the last failed save. */
  message: string | null;
}

export interface SaveRequest {
  placements: Placements;
  version: number;
  /** The page is being left: the request must outlive it (fetch keepalive). */
  keepalive?: boolean;
}

export type SaveFn = (request: SaveRequest) => Promise<{ version: number }>;

export interface AnswerSaverOptions {
  version: number;
  save: SaveFn;
  /** The placements to save, read when the save starts. */
  getPlacements: () => Placements;
  /** Debounce after a change, default 2000 ms. */
  delayMs?: number;
  /** Retry after a network or server failure, default 10 000 ms. */
  retryMs?: number;
}

export const AUTOSAVE_DELAY_MS = 2000;

export class AnswerSaver {
  private snapshot: SaveSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly save: SaveFn;
  private readonly getPlacements: () => Placements;
  private readonly delayMs: number;
  private readonly retryMs: number;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  /** Changes made since the last save started. */
  private dirty = false;
  private disposed = false;

  constructor(options: AnswerSaverOptions) {
    this.save = options.save;
    this.getPlacements = options.getPlacements;
    this.delayMs = options.delayMs ?? AUTOSAVE_DELAY_MS;
    this.retryMs = options.retryMs ?? 10_000;
    this.snapshot = { status: 'saved', version: options.version, savedAt: null, message: null };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SaveSnapshot => this.snapshot;

  get version(): number {
    return this.snapshot.version;
  }

  get hasUnsavedChanges(): boolean {
    return this.dirty || this.snapshot.status === 'saving';
  }

  /** The answer changed: save it after a pause (each new change restarts the pause). */
  notifyChange(): void {
    if (this.disposed) return;
    this.dirty = true;
    if (this.snapshot.status === 'conflict') return;
    if (this.snapshot.status !== 'saving') this.set({ status: 'dirty', message: null });
    this.schedule(this.delayMs);
  }

  /** Saves now if anything is unsaved (the Record button, leaving the screen); resolves when done. */
  async flush(): Promise<void> {
    if (this.disposed) return;
    this.clearTimer();
    if (this.inFlight) await this.inFlight;
    if (this.dirty && this.snapshot.status !== 'conflict') await this.run();
  }

  /**
   * Waits for the save under way, then hands the current version to `action` (Register), with no
   * autosave running in between. Once the action succeeds the answer is final: nothing is saved
   * any more (a later Record would only be refused). A 409 from the action is a conflict like
   * any other.
   */
  async finalize<T>(action: (version: number) => Promise<T>): Promise<T> {
    this.clearTimer();
    if (this.inFlight) await this.inFlight;
    try {
      const result = await action(this.snapshot.version);
      this.dirty = false;
      this.disposed = true;
      this.clearTimer();
      this.set({ status: 'saved', savedAt: Date.now(), message: null });
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) this.set({ status: 'conflict', message: error.message });
      throw error;
    }
  }

  /**
   * The page is going away (tab closed, reload, app switched on a phone): send what is unsaved
   * with keepalive, without waiting.
   */
  saveOnExit(): void {
    if (this.disposed || !this.dirty || this.snapshot.status === 'conflict' || this.inFlight) return;
    this.clearTimer();
    const placements = this.getPlacements();
    this.dirty = false;
    void this.save({ placements, version: this.snapshot.version, keepalive: true }).then(
      (result) => this.set({ status: 'saved', version: result.version, savedAt: Date.now(), message: null }),
      () => {
        this.dirty = true;
      },
    );
  }

  /** After a conflict, the person keeps their placements: save them over the newer version. */
  overwrite(version: number): Promise<void> {
    this.dirty = true;
    this.set({ status: 'dirty', version, message: null });
    return this.flush();
  }

  /** Stops timers; an unsaved change is flushed by the caller first if wanted. */
  dispose(): void {
    this.disposed = true;
    this.clearTimer();
    this.listeners.clear();
  }

  private schedule(ms: number): void {
    this.clearTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private run(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    if (!this.dirty || this.snapshot.status === 'conflict') return Promise.resolve();
    const placements = this.getPlacements();
    this.dirty = false;
    this.set({ status: 'saving', message: null });
    const attempt = (async () => {
      try {
        const result = await this.save({ placements, version: this.snapshot.version });
        this.set({ version: result.version, savedAt: Date.now(), status: this.dirty ? 'dirty' : 'saved', message: null });
      } catch (error) {
        this.dirty = true;
        if (error instanceof ApiError && error.status === 409) {
          this.set({ status: 'conflict', message: error.message });
          return;
        }
        this.set({ status: 'error', message: error instanceof Error ? error.message : null });
        // A network or server failure: try again later; a refusal (4xx) waits for the next change.
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) this.schedule(this.retryMs);
        return;
      } finally {
        this.inFlight = null;
      }
      // Changes made while this save travelled: save them after the usual pause.
      if (this.dirty && !this.disposed) this.schedule(this.delayMs);
    })();
    this.inFlight = attempt;
    return attempt;
  }

  private set(patch: Partial<SaveSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }
}
