import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import { addDays, tehranDay } from '@rira/contracts';
import type { DbOrTx } from '../../db/client.ts';
import type { RequestOrigin } from '../../http/caller.ts';
import * as repo from './magazine.repo.ts';

/** What a view is counted by: the request's origin (http/caller.ts), address and browser. */
export type Visitor = Pick<RequestOrigin, 'ip' | 'userAgent'>;

/** A reader's view waiting to be written: one per article, visitor and Tehran day. */
export interface PendingView {
  articleId: string;
  visitorHash: string;
  day: string;
}

/** How often the views read since the last write are written (the count shows within a minute). */
export const VIEW_FLUSH_INTERVAL_MS = 10_000;
/** A burst past this many waiting views is written at once rather than held in memory. */
const MAX_PENDING = 5_000;
/**
 * Views per statement. PGlite runs a statement on the server's own thread: 2,000 rows held every
 * request back for 150–280 ms on a busy 2-core machine, 200 rows for about 20 ms; between two
 * statements the server answers what waits.
 */
const ROWS_PER_STATEMENT = 200;

/**
 * Counts an article's views once per reader and Tehran day, off the page's render path: a view is
 * noted in memory (no database work while the reader waits, so the page can come from the page
 * cache) and the views noted are written every few seconds, a few hundred per statement. Crawlers
 * are not counted.
 *
 * The reader is a hash of the day, address and browser: enough to tell one reader's second visit of
 * the day from another reader, nothing that identifies a person once the day's rows are deleted.
 * Each server copy keeps its own notes; the database's key (article, reader, day) makes the copies'
 * writes count a reader once. A server that is killed loses at most the last interval's views.
 */
export class ArticleViewCounter {
  private pending = new Map<string, PendingView>();
  private writing: Promise<void> = Promise.resolve();
  private lastSweepDay = '';

  constructor(
    private readonly db: DbOrTx,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** Notes a reader's view of the article (nothing for crawlers); written by the next `flush`. */
  record(articleId: string, visitor: Visitor, now = new Date()): void {
    if (visitor.userAgent && isbot(visitor.userAgent)) return;
    const day = tehranDay(now);
    const visitorHash = createHash('sha256')
      .update(`${day}|${visitor.ip}|${visitor.userAgent ?? ''}`)
      .digest('base64url');
    this.pending.set(`${articleId}|${visitorHash}|${day}`, { articleId, visitorHash, day });
    if (this.pending.size >= MAX_PENDING) void this.flush();
  }

  /** Writes the views noted so far (a statement per 200); resolves once they are in the database. */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      if (this.pending.size === 0) return;
      const views = [...this.pending.values()];
      this.pending = new Map();
      try {
        for (let i = 0; i < views.length; i += ROWS_PER_STATEMENT) {
          await repo.recordViews(this.db, views.slice(i, i + ROWS_PER_STATEMENT));
        }
        // Yesterday's rows still tell today's first visits apart near midnight; older ones are not needed.
        const today = tehranDay();
        if (today !== this.lastSweepDay) {
          await repo.forgetOldViews(this.db, addDays(today, -2));
          this.lastSweepDay = today;
        }
      } catch (err) {
        // The views are kept for the next attempt (the database may be restarting), unless too many wait.
        for (const view of views) {
          if (this.pending.size >= MAX_PENDING) break;
          this.pending.set(`${view.articleId}|${view.visitorHash}|${view.day}`, view);
        }
        this.log.warn({ err, views: views.length }, 'article views not written yet');
      }
    });
    return this.writing;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The magazine's view counter: pages and the details call note views; they are written every few seconds. */
    articleViews: ArticleViewCounter;
  }
}

/** Registers the counter, writes its notes every few seconds and once more when the server closes. */
export const articleViewsPlugin = fp(async (app) => {
  const counter = new ArticleViewCounter(app.db, app.log);
  app.decorate('articleViews', counter);
  const timer = setInterval(() => void counter.flush(), VIEW_FLUSH_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await counter.flush();
  });
});
