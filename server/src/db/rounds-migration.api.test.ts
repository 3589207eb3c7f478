import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, defaultMigrationsFolder, type DatabaseHandle } from './client.ts';
import { createPostgresDatabase, rowsOf, type PostgresTestDatabase } from '../test/test-database.ts';

/**
 * Migration 0013 (rounds, docs/decisions/038): every assessment of a database made before it gets a
 * round; those made by one Add call (same company, template, creator and created_at) share one.
 */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** The migrations folder as it was up to `last` (a tag), copied. */
function migrationsUpTo(last: string): string {
  const source = defaultMigrationsFolder();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-old-migrations-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(source, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((e) => e.tag === last);
  for (const later of journal.entries.slice(upTo + 1)) fs.rmSync(path.join(dir, `${later.tag}.sql`));
  journal.entries = journal.entries.slice(0, upTo + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function open(
  migrationsFolder: string,
  pgliteDir: string | undefined,
  target: PostgresTestDatabase | undefined,
): Promise<DatabaseHandle> {
  return openDatabase(target ? { url: target.url, migrationsFolder } : { pgliteDir, migrationsFolder });
}

describe('migration 0013: rounds', () => {
  it('gives every existing assessment a round, one per Add call, titled by its template, from the first start to the last finish', async () => {
    const target = process.env.TEST_DATABASE === 'postgres' ? await createPostgresDatabase() : undefined;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-rounds-migration-'));
    cleanups.push(async () => {
      await target?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });
    const pgliteDir = target ? undefined : path.join(dataDir, 'db');

    const old = await open(migrationsUpTo('0012_reporting_lines'), pgliteDir, target);
    await old.migrate();
    const q = (text: string) => old.db.execute(sql.raw(text));
    await q(`insert into companies (id, title) values ('11111111-1111-4111-8111-111111111111', 'آریا')`);
    await q(`insert into users (id, first_name, last_name) values
      ('22222222-2222-4222-8222-222222222221', 'الف', 'یک'), ('22222222-2222-4222-8222-222222222222', 'ب', 'دو'),
      ('22222222-2222-4222-8222-222222222223', 'پ', 'سه')`);
    await q(
      `insert into assessment_templates (id, title, title_en) values ('33333333-3333-4333-8333-333333333333', 'قالب رهبری', 'Leadership template')`,
    );
    const T = `'33333333-3333-4333-8333-333333333333'`;
    const C = `'11111111-1111-4111-8111-111111111111'`;
    const U1 = `'22222222-2222-4222-8222-222222222221'`;
    // One Add call for two people (one created_at), another call later, and one with no template.
    await q(`insert into assessments (company_id, target_user_id, template_id, starts_on, finishes_on, user_may_see_report, created_by, created_at) values
      (${C}, ${U1}, ${T}, '2026-01-10', '2026-02-10', true, ${U1}, '2026-01-01T10:00:00Z'),
      (${C}, '22222222-2222-4222-8222-222222222222', ${T}, '2026-01-05', '2026-03-01', true, ${U1}, '2026-01-01T10:00:00Z'),
      (${C}, '22222222-2222-4222-8222-222222222223', ${T}, '2026-04-01', '2026-05-01', false, ${U1}, '2026-01-02T10:00:00Z'),
      (${C}, ${U1}, null, null, null, false, null, '2026-01-03T10:00:00Z')`);
    await old.close();

    const latest = await open(defaultMigrationsFolder(), pgliteDir, target);
    cleanups.push(() => latest.close());
    await latest.migrate();
    const roundRows = rowsOf<{
      id: string;
      title: string;
      title_en: string | null;
      starts_on: unknown;
      finishes_on: unknown;
      user_may_see_report: boolean;
      people: number;
    }>(
      await latest.db.execute(
        sql.raw(`select r.id, r.title, r.title_en, r.starts_on::text as starts_on, r.finishes_on::text as finishes_on, r.user_may_see_report,
          (select count(*)::int from assessments a where a.round_id = r.id) as people
          from rounds r order by r.created_at`),
      ),
    );
    expect(roundRows.map(({ id: _id, ...r }) => r)).toEqual([
      {
        title: 'قالب رهبری',
        title_en: 'Leadership template',
        starts_on: '2026-01-05',
        finishes_on: '2026-03-01',
        user_may_see_report: true,
        people: 2,
      },
      {
        title: 'قالب رهبری',
        title_en: 'Leadership template',
        starts_on: '2026-04-01',
        finishes_on: '2026-05-01',
        user_may_see_report: false,
        people: 1,
      },
      {
        title: 'ارزیابی ۳۶۰ درجه',
        title_en: '360-degree assessment',
        starts_on: null,
        finishes_on: null,
        user_may_see_report: false,
        people: 1,
      },
    ]);
    const orphans = rowsOf<{ n: number }>(
      await latest.db.execute(sql.raw(`select count(*)::int as n from assessments where round_id is null`)),
    );
    expect(orphans[0]!.n).toBe(0);
  });
});
