import { eq, getTableColumns, sql, type Table } from 'drizzle-orm';
import type { Role } from '@rira/contracts';
import type { Database, DbOrTx } from '../db/client.ts';
import { preparedQuery } from '../db/prepared.ts';
import { actorVersion, companies, sessions, users } from '../db/schema/index.ts';
import type { Impersonator, MembershipRow } from '../http/actor.ts';

/** What `session_actor()` answers (migrations/0005_session_actor.sql): rows as row_to_json writes them. */
interface SessionActorJson {
  session: Record<string, unknown>;
  user: Record<string, unknown>;
  company: Record<string, unknown> | null;
  active_in_company: boolean;
  impersonator: { id: string; first_name: string; last_name: string; first_name_en: string | null; last_name_en: string | null } | null;
  /** Nobody acts as the person, or whoever does is active and still a system manager (migration 0010). */
  impersonator_may_act: boolean;
  memberships: { company_id: string | null; role: Role; company: Record<string, unknown> | null }[];
}

/**
 * A table's row from row_to_json's object, each value read as Drizzle reads the column (a
 * timestamp becomes a Date), so the row is the one `db.select().from(table)` would give.
 */
function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

const sessionActor = (db: Database, name: string) =>
  db
    .select({
      // One statement, so one snapshot (session_actor is STABLE): the number and the caller are
      // read as of the same moment, and a change committed in between cannot be kept under the
      // older number.
      version: sql<number>`coalesce((select ${actorVersion.version} from ${actorVersion}), 0)`.mapWith(Number),
      actor: sql<SessionActorJson | null>`actor`,
    })
    .from(sql`session_actor(${sql.placeholder('tokenHash')}, ${sql.placeholder('now')}) as actor`)
    .prepare(name);

const currentActorVersion = (db: Database, name: string) =>
  db
    .select({ version: sql<number>`coalesce((select ${actorVersion.version} from ${actorVersion}), 0)`.mapWith(Number) })
    .from(sql`(select 1) as one`)
    .prepare(name);

export type FoundSession = NonNullable<ReturnType<typeof sessionFromActor>>;

function sessionFromActor(actor: SessionActorJson | null | undefined) {
  if (!actor) return null;
  const memberships: MembershipRow[] = actor.memberships.map((m) => ({
    companyId: m.company_id,
    role: m.role,
    company: m.company && rowFromJson(companies, m.company),
  }));
  const impersonator: Impersonator | null = actor.impersonator && {
    id: actor.impersonator.id,
    firstName: actor.impersonator.first_name,
    lastName: actor.impersonator.last_name,
    firstNameEn: actor.impersonator.first_name_en,
    lastNameEn: actor.impersonator.last_name_en,
  };
  return {
    session: rowFromJson(sessions, actor.session),
    user: rowFromJson(users, actor.user),
    company: actor.company && rowFromJson(companies, actor.company),
    activeInCompany: actor.active_in_company,
    impersonator,
    impersonatorMayAct: actor.impersonator_may_act,
    memberships,
  };
}

/**
 * The session with everything a signed-in request needs of its caller, in one statement: the
 * database function `session_actor` (its plan kept per connection) answers the session, its user,
 * its company, who is impersonating and the person's memberships; the statement that calls it is
 * built once (db/prepared.ts). With it comes the actor version it was read at (db/schema/auth.ts),
 * which plugins/actor-cache.ts keeps it by.
 */
export async function readSessionActor(
  db: Database,
  tokenHash: string,
  now = new Date(),
): Promise<{ version: number; found: FoundSession | null }> {
  const [row] = await preparedQuery(db, 'session_actor', sessionActor).execute({ tokenHash, now });
  return { version: row?.version ?? 0, found: sessionFromActor(row?.actor) };
}

/** The session and its caller as the database has them now (readSessionActor without the version). */
export async function findSessionByTokenHash(db: Database, tokenHash: string) {
  return (await readSessionActor(db, tokenHash)).found;
}

/** The actor version now: unchanged since a caller was read means nothing of it has changed. */
export async function readActorVersion(db: Database): Promise<number> {
  const [row] = await preparedQuery(db, 'actor_version', currentActorVersion).execute();
  return row?.version ?? 0;
}

/** Records activity on a session and moves its expiry on. */
export async function touchSession(db: DbOrTx, id: string, values: { lastSeenAt: Date; expiresAt: Date }) {
  await db.update(sessions).set(values).where(eq(sessions.id, id));
}
