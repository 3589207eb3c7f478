import fp from 'fastify-plugin';
import type { ActedBy } from '../http/caller.ts';

/**
 * What one module tells the others happened, so that a module reacts without the one that acted
 * importing it (reports make the report when assessments close one; no folder cycle). Handlers run
 * in order and are awaited: the caller's answer comes after them. A handler's failure is logged and
 * does not undo what happened.
 */
export interface DomainEvents {
  /** An assessment was closed, by an admin (the caller) or by its finish date passing (the sweep's job). */
  assessmentClosed: { assessmentId: string; by: ActedBy };
}

type Handler<K extends keyof DomainEvents> = (event: DomainEvents[K]) => Promise<void>;

export class DomainEventBus {
  private readonly handlers = new Map<keyof DomainEvents, Handler<never>[]>();
  constructor(private readonly log: { error(obj: object, msg: string): void }) {}

  on<K extends keyof DomainEvents>(name: K, handler: Handler<K>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler<never>]);
  }

  async emit<K extends keyof DomainEvents>(name: K, event: DomainEvents[K]): Promise<void> {
    for (const handler of (this.handlers.get(name) ?? []) as Handler<K>[]) {
      try {
        await handler(event);
      } catch (err) {
        this.log.error({ err, event: name, payload: event }, 'domain event handler failed');
      }
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    events: DomainEventBus;
  }
}

export default fp(async (app) => {
  app.decorate('events', new DomainEventBus(app.log));
});
