import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';

/** The database channel on which a server copy tells the others that public content changed. */
export const PUBLIC_CONTENT_CHANNEL = 'rira_public_content';

declare module 'fastify' {
  interface FastifyInstance {
    publicContent: PublicContentChanges;
  }
}

/**
 * Public pages are kept for a few seconds (the page micro-cache) and the content their loaders read
 * until it changes (plugins/public-data.ts), in each server copy's memory. A change made on one copy
 * empties its own caches at once and is announced with NOTIFY, so every other copy on the same
 * database empties its caches too: an article edited on one copy shows on all at once. A copy whose
 * listening connection was lost empties its caches when it listens again (it may have missed a change).
 */
export class PublicContentChanges {
  /** Tells this copy's own announcements from the others' (a listener hears its own NOTIFY too). */
  readonly copyId = randomUUID();

  constructor(
    private readonly forgetLocally: () => void,
    private readonly announce: (payload: string) => Promise<void>,
    private readonly log: { warn(details: object, message: string): void },
  ) {}

  /** After a committed change: this copy forgets now; the others when the announcement reaches them. */
  changed(): void {
    this.forgetLocally();
    // Not awaited: the editor's answer does not wait on the other copies. Should the announcement
    // fail, their caches still expire on their own (within PUBLIC_DATA_TTL_MS).
    this.announce(this.copyId).catch((err: unknown) => this.log.warn({ err }, 'public content change not announced'));
  }

  /** An announcement heard on the channel. */
  heard(payload: string): void {
    if (payload !== this.copyId) this.forgetLocally();
  }

  /** The listening connection was lost and is back: a change may have been missed. */
  reconnected(): void {
    this.forgetLocally();
  }
}

export default fp(async (app) => {
  const changes = new PublicContentChanges(
    () => {
      app.publicPages?.clear();
      app.publicData.clear();
    },
    (payload) => app.database.notify(PUBLIC_CONTENT_CHANNEL, payload),
    app.log,
  );
  app.decorate('publicContent', changes);
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopListening = await app.database.listen(
      PUBLIC_CONTENT_CHANNEL,
      (payload) => changes.heard(payload),
      () => changes.reconnected(),
    );
  });
  app.addHook('onClose', async () => stopListening?.());
});
