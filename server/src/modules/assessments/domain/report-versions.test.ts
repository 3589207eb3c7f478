import { describe, expect, it } from 'vitest';
import { computeReport } from './report-engine.ts';
import { answer, card, factor } from '../../../test/report-fixtures.ts';
import { isPlatformOnly, latestCompleteVersion, readableVersions, releasedVersion, reopenExposure } from './report-versions.ts';

const day = (d: number) => new Date(Date.UTC(2026, 10, d));
/** v1 partial, v2 partial, v3 complete (made at the close, released), v4 complete (regenerated), v3 released again later. */
const versions = [
  { version: 1, partial: true, releasedAt: null },
  { version: 2, partial: true, releasedAt: null },
  { version: 3, partial: false, releasedAt: day(12) },
  { version: 4, partial: false, releasedAt: day(10) },
];

describe('which versions each reader opens', () => {
  it('the platform: every version, newest first, open or closed', () => {
    expect(readableVersions(versions, 'platform', { closed: false }).map((v) => v.version)).toEqual([4, 3, 2, 1]);
    expect(readableVersions(versions, 'platform', { closed: true }).map((v) => v.version)).toEqual([4, 3, 2, 1]);
  });

  it('the company: the latest complete version of a closed assessment, nothing while it collects', () => {
    expect(readableVersions(versions, 'company', { closed: true }).map((v) => v.version)).toEqual([4]);
    expect(readableVersions(versions, 'company', { closed: false })).toEqual([]);
    expect(readableVersions(versions.slice(0, 2), 'company', { closed: true })).toEqual([]);
  });

  it('the assessed person: the version released last, of a closed assessment', () => {
    expect(readableVersions(versions, 'assessedPerson', { closed: true }).map((v) => v.version)).toEqual([3]);
    expect(readableVersions(versions, 'assessedPerson', { closed: false })).toEqual([]);
  });

  it('breaks a tie of release times by the higher version, and finds none without a complete version', () => {
    const tied = [
      { version: 1, partial: false, releasedAt: day(1) },
      { version: 2, partial: false, releasedAt: day(1) },
    ];
    expect(releasedVersion(tied)?.version).toBe(2);
    expect(releasedVersion(versions.slice(0, 2))).toBeNull();
    expect(latestCompleteVersion(versions.slice(0, 2))).toBeNull();
  });

  it('marks the platform reads the company could not make: partial and earlier versions', () => {
    expect(versions.map((v) => isPlatformOnly(v, versions))).toEqual([true, true, true, false]);
  });
});

describe('what a reopening would give away', () => {
  it('lists the groups shown in the version the company reads, with their answers, and the answers in others', () => {
    const ids = ['c1', 'c2', 'c3'];
    const report = computeReport({
      cards: ids.map((id) => card(id)),
      factors: [factor('f1')],
      answers: [
        answer('self', 'bml', ids),
        answer('manager', 'mbl', ids),
        ...['bml', 'mbl', 'lmb', 'bbl'].map((p) => answer('peer', p, ids)),
        ...['bml', 'mbl'].map((p) => answer('subordinate', p, ids)),
      ],
      settings: { minGroupSize: 3 },
    });
    // Subordinates (2) are held back: they are in no figure, so no new version can difference them out.
    expect(reopenExposure({ version: 3, report }, 3)).toEqual({
      comparedWith: 3,
      minGroupSize: 3,
      groups: [
        { group: 'manager', answers: 1, anonymous: false },
        { group: 'peer', answers: 4, anonymous: true },
      ],
      others: 5,
    });
  });

  it('has nothing to compare with when the company reads no version', () => {
    expect(reopenExposure(null, 4)).toEqual({ comparedWith: null, minGroupSize: 4, groups: [], others: null });
  });
});
