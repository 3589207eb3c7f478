import type { FastifyInstance } from 'fastify';
import type { Notification } from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import * as repo from './notifications.repo.ts';

/** A person's own notifications: nobody reads or marks another's. */
export class NotificationsService {
  constructor(private readonly app: FastifyInstance) {}
  private get db() {
    return this.app.db;
  }

  /** Newest first, one page, with the total and how many are unread. */
  async list(
    caller: Caller,
    page: { pageIndex: number; pageSize: number },
  ): Promise<{ items: Notification[]; total: number; unread: number }> {
    const { rows, total, unread } = await repo.listForUser(this.db, caller.userId, page);
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

  async markRead(caller: Caller, id: string) {
    // Someone else's notification answers exactly like a missing one.
    if (!(await repo.markRead(this.db, caller.userId, id))) throw new AppError('notFound');
  }

  async markAllRead(caller: Caller) {
    await repo.markAllRead(this.db, caller.userId);
  }
}
