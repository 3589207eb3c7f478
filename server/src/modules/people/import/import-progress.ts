/**
 * How far an import's transaction has got, written where every server copy reads it (the import's
 * `processed_rows`) while the rows themselves stay invisible until the transaction commits
 * (docs/decisions/025). The write goes outside that transaction, on another connection, and at most
 * once per `everyMs`: an import of thousands of rows makes a handful of writes, not one per row.
 * One write at a time: while one is on its way, newer counts wait for the next turn, so the stored
 * count never goes back. A failed write is reported and forgotten; it never stops the import.
 */
export class ImportProgress {
  private lastWriteAt = Number.NEGATIVE_INFINITY;
  private writing: Promise<void> | null = null;

  constructor(
    private readonly write: (rows: number) => Promise<void>,
    private readonly everyMs: number,
    private readonly onError: (err: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The import has written `rows` rows so far. */
  reached(rows: number): void {
    if (this.writing || this.now() - this.lastWriteAt < this.everyMs) return;
    this.lastWriteAt = this.now();
    this.writing = this.write(rows)
      .catch(this.onError)
      .finally(() => {
        this.writing = null;
      });
  }

  /** Resolves once no write is on its way (called after the transaction, so none outlives the import). */
  async settled(): Promise<void> {
    await this.writing;
  }
}
