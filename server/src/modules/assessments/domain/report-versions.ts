/**
 * Which versions of an assessment's report each reader may open (assessment-method.md §2, *Inside the
 * company*). Pure: the reports service asks it for every read, and the anonymity property test asks
 * it which versions a company admin could ever have read.
 *
 * Two readable versions that differ by fewer than `minGroupSize` answers of a group give those
 * answers away (4·peers(v2) − 3·peers(v1) is the fourth peer's pile), so the client company has one
 * version: the latest complete one, made at a close, when no answer can change any more. Partial
 * versions (made while answers still come in) and earlier versions are the platform's — the system
 * manager, the one exception, whose every such read is audited. The assessed person reads the one
 * version released to them.
 */
import type { ReopenExposure } from '@rira/contracts';
import type { Report } from './report-types.ts';

/** Who reads: the system manager (the platform), the client company's admins, the assessed person. */
export type VersionReader = 'platform' | 'company' | 'assessedPerson';

/** What the rule needs of a version. */
export interface VersionFacts {
  version: number;
  /** Made while the assessment was still collecting. */
  partial: boolean;
  releasedAt: Date | null;
}

/** The complete version made last: the one the company reads. */
export function latestCompleteVersion<V extends VersionFacts>(versions: readonly V[]): V | null {
  let latest: V | null = null;
  for (const v of versions) if (!v.partial && (!latest || v.version > latest.version)) latest = v;
  return latest;
}

/** The version released to the assessed person: the one released last (ties: the higher number). */
export function releasedVersion<V extends VersionFacts>(versions: readonly V[]): V | null {
  let released: V | null = null;
  for (const v of versions) {
    if (!v.releasedAt) continue;
    const later =
      !released ||
      v.releasedAt.getTime() > released.releasedAt!.getTime() ||
      (v.releasedAt.getTime() === released.releasedAt!.getTime() && v.version > released.version);
    if (later) released = v;
  }
  return released;
}

/**
 * The versions a reader may open, newest first. The company and the assessed person read only
 * while the assessment is closed: while it collects — also after a reopening — they see response
 * counts, no figures.
 */
export function readableVersions<V extends VersionFacts>(
  versions: readonly V[],
  reader: VersionReader,
  assessment: { closed: boolean },
): V[] {
  if (reader === 'platform') return [...versions].sort((a, b) => b.version - a.version);
  if (!assessment.closed) return [];
  const one = reader === 'company' ? latestCompleteVersion(versions) : releasedVersion(versions);
  return one ? [one] : [];
}

/**
 * Whether a platform read of this version is one the company could not make (a partial or an earlier
 * version): such a read is the exception, and is audited.
 */
export function isPlatformOnly<V extends VersionFacts>(version: V, versions: readonly V[]): boolean {
  return version.version !== latestCompleteVersion(versions)?.version;
}

/**
 * What a version made after a reopening would give away beside the one the company has read: in
 * every group shown in that version (and in *others*), a new version in which 1 to
 * `minGroupSize − 1` of its answers were added, reset or removed lets anyone who holds both work
 * those answers out (one more peer: 5·peers(new) − 4·peers(old)). The system manager's reopening
 * dialog says so before they confirm. `comparedWith` null: the company reads no version yet, so
 * there is nothing to compare with.
 */
export function reopenExposure(read: { version: number; report: Report } | null, minGroupSize: number): ReopenExposure {
  if (!read) return { comparedWith: null, minGroupSize, groups: [], others: null };
  const { report } = read;
  return {
    comparedWith: read.version,
    minGroupSize,
    groups: report.shownGroups.map(({ group, anonymous }) => ({
      group,
      answers: report.summary.responses.groups[group]?.finished ?? 0,
      anonymous,
    })),
    others: report.status === 'ready' ? report.summary.responses.counted : null,
  };
}
