import type { FastifyInstance } from 'fastify';
import type { Notification } from '@rira/contracts';
import { notFound } from '../../http/app-error.ts';
import type { Actor } from '../../http/actor.ts';
import * as repo from './notifications.repo.ts';

/** A person's own notifications: nobody reads or marks another's. */
export class NotificationsService {
  constructor(private readonly app: FastifyInstance) {}
  private get db() {
    return this.app.db;
  }

  /** Newest first, one page, with the total and how many are unread. */
  async list(
    actor: Actor,
    page: { pageIndex: number; pageSize: number },
  ): Promise<{ items: Notification[]; total: number; unread: number }> {
    const { rows, total, unread } = await repo.listForUser(this.db, actor.userId, page);
    const items = rows.map((n) => ({
      id: n.id,
      title: n.title,
      body: n.body,
      link: n.link,
      createdAt: n.createdAt.toISOString(),
      readAt: n.readAt?.toISOString() ?? null,
    }));
    return { items, total, unread };
  }

  async markRead(actor: Actor, id: string) {
    // Someone else's notification answers exactly like a missing one.
    if (!(await repo.markRead(this.db, actor.userId, id))) throw notFound();
  }

  async markAllRead(actor: Actor) {
    await repo.markAllRead(this.db, actor.userId);
  }
}
