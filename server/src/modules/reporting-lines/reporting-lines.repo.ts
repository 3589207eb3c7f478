import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { LineRelation } from '@rira/contracts/assessments';
import type { DbOrTx } from '../../db/client.ts';
import { employments, users } from '../../db/schema/index.ts';

/**
 * Reporting lines in SQL (docs/decisions/036): `employments.manager_user_id`, a person's manager in
 * one company. The rules (no loop, an active colleague of the same company) are the people service's
 * and the import's; proposals of assessors are the assessments module's.
 */

/** One statement's rows, however the driver (pg or PGlite) hands them back. */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Serialises changes of one company's reporting lines until the transaction ends: two changes that
 * are each loop-free (A under B, B under A) could otherwise both pass their checks and, together,
 * make a loop. Taken before the check that is repeated inside the writing transaction.
 */
export async function lockReportingLines(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reporting-lines:${companyId}`}, 0))`);
}

/**
 * The managers above a person in the company: their manager, that manager's, and so on, in no
 * particular order. One recursive statement; UNION drops a person met before, so even a loop
 * stored by some other means ends.
 */
export async function managersAbove(db: DbOrTx, companyId: string, userId: string): Promise<string[]> {
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      with recursive above(user_id) as (
        select e.manager_user_id from employments e
        where e.company_id = ${companyId} and e.user_id = ${userId} and e.manager_user_id is not null
        union
        select e.manager_user_id from employments e join above on e.user_id = above.user_id
        where e.company_id = ${companyId} and e.manager_user_id is not null
      )
      select user_id from above`),
  );
  return rows.map((r) => r.user_id);
}

/** Every person of the company who has a manager, with that manager (for checking a whole file at once). */
export async function managersOfCompany(db: DbOrTx, companyId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ userId: employments.userId, managerUserId: employments.managerUserId })
    .from(employments)
    .where(and(eq(employments.companyId, companyId), isNotNull(employments.managerUserId)));
  return new Map(rows.map((r) => [r.userId, r.managerUserId!]));
}

/** Whether a person works in the company, and is active there and as an account (who may be chosen as a manager). */
export async function managerStanding(db: DbOrTx, companyId: string, userId: string): Promise<'active' | 'inactive' | null> {
  const [row] = await db
    .select({ employed: employments.isActive, account: users.isActive })
    .from(employments)
    .innerJoin(users, eq(users.id, employments.userId))
    .where(and(eq(employments.companyId, companyId), eq(employments.userId, userId)))
    .limit(1);
  if (!row) return null;
  return row.employed && row.account ? 'active' : 'inactive';
}

/**
 * Sets the managers of many people of one company (null clears), a few hundred per statement. Every
 * manager must be employed in the company by then (the foreign key says so).
 */
export async function setManagers(db: DbOrTx, companyId: string, changes: readonly { userId: string; managerUserId: string | null }[]) {
  for (let i = 0; i < changes.length; i += 500) {
    const values = sql.join(
      changes.slice(i, i + 500).map((c) => sql`(${c.userId}::uuid, ${c.managerUserId}::uuid)`),
      sql`, `,
    );
    await db.execute(sql`
      update employments set manager_user_id = changed.manager_user_id, updated_at = now()
      from (values ${values}) as changed (user_id, manager_user_id)
      where employments.company_id = ${companyId} and employments.user_id = changed.user_id
        and employments.manager_user_id is distinct from changed.manager_user_id`);
  }
}

/** A colleague on someone's reporting line, as proposals show them. */
export interface LineMember {
  userId: string;
  relation: LineRelation;
  firstName: string;
  lastName: string;
  firstNameEn: string | null;
  lastNameEn: string | null;
  departmentTitle: string | null;
  departmentTitleEn: string | null;
  positionTitle: string | null;
  positionTitleEn: string | null;
}

/**
 * The active colleagues on a person's reporting line in the company, in one statement: their manager,
 * their peers (people with the same manager; none when they have no manager) and their direct
 * reports, at most `perRelation` of each (no type allows more than 50), by name.
 */
export async function reportingLineOf(db: DbOrTx, companyId: string, userId: string, perRelation = 50): Promise<LineMember[]> {
  const rows = rowsOf<{
    user_id: string;
    relation: LineRelation;
    first_name: string;
    last_name: string;
    first_name_en: string | null;
    last_name_en: string | null;
    department_title: string | null;
    department_title_en: string | null;
    position_title: string | null;
    position_title_en: string | null;
  }>(
    await db.execute(sql`
      select * from (
        select line.*, row_number() over (partition by line.relation order by line.last_name, line.first_name, line.user_id) as n
        from (
          select e.user_id, u.first_name, u.last_name, u.first_name_en, u.last_name_en,
                 d.title as department_title, d.title_en as department_title_en,
                 p.title as position_title, p.title_en as position_title_en,
                 case when e.user_id = t.manager_user_id then 'manager'
                      when e.manager_user_id = t.user_id then 'subordinate'
                      else 'peer' end as relation
          from employments t
          join employments e on e.company_id = t.company_id
          join users u on u.id = e.user_id
          left join structure_items d on d.id = e.department_id
          left join structure_items p on p.id = e.position_id
          where t.company_id = ${companyId} and t.user_id = ${userId} and e.user_id <> t.user_id
            and e.is_active and u.is_active
            and (e.user_id = t.manager_user_id or e.manager_user_id = t.user_id or e.manager_user_id = t.manager_user_id)
        ) line
      ) numbered
      where n <= ${perRelation}
      order by case relation when 'manager' then 0 when 'peer' then 1 else 2 end, n`),
  );
  return rows.map((r) => ({
    userId: r.user_id,
    relation: r.relation,
    firstName: r.first_name,
    lastName: r.last_name,
    firstNameEn: r.first_name_en,
    lastNameEn: r.last_name_en,
    departmentTitle: r.department_title,
    departmentTitleEn: r.department_title_en,
    positionTitle: r.position_title,
    positionTitleEn: r.position_title_en,
  }));
}
