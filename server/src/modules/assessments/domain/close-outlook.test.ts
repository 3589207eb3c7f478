import { describe, expect, it } from 'vitest';
import { closeOutlook, type AssessorAtClose } from './close-outlook.ts';
import { computeReport } from './report-engine.ts';
import { answer, card, factor } from '../../../test/report-fixtures.ts';

type Group = AssessorAtClose['raterGroup'];
const finished = (raterGroup: Group): AssessorAtClose => ({
  raterGroup,
  confirmation: 'confirmed',
  invited: raterGroup !== 'self',
  registered: true,
  progress: 'finished',
});
const draft = (raterGroup: Group): AssessorAtClose => ({ ...finished(raterGroup), registered: false, progress: 'inProgress' });
const notStarted = (raterGroup: Group): AssessorAtClose => ({ ...finished(raterGroup), registered: false, progress: 'notStarted' });

describe('what a close now would leave out of the report', () => {
  it('issue 23: 2 peers finished and 1 in draft, 1 external finished → both groups held back, others of 1 not shown', () => {
    const outlook = closeOutlook(
      [finished('self'), finished('manager'), finished('peer'), finished('peer'), draft('peer'), finished('external')],
      3,
    );
    expect(outlook).toEqual({
      minGroupSize: 3,
      groups: [
        { group: 'manager', anonymous: false, invited: 1, finished: 1, inProgress: 0, needed: 1, shown: true, heldBack: false },
        { group: 'peer', anonymous: true, invited: 3, finished: 2, inProgress: 1, needed: 3, shown: false, heldBack: true },
        { group: 'external', anonymous: true, invited: 1, finished: 1, inProgress: 0, needed: 3, shown: false, heldBack: true },
      ],
      others: 1,
      othersShown: false,
      inProgress: 1,
      warn: true,
    });
  });

  it('manager and 3 peers finished, a fourth peer in draft: everything shown, the draft only counted as in progress', () => {
    const outlook = closeOutlook([finished('self'), finished('manager'), ...Array(3).fill(finished('peer')), draft('peer')], 3);
    expect(outlook.groups.map((g) => [g.group, g.finished, g.inProgress, g.shown, g.heldBack])).toEqual([
      ['manager', 1, 0, true, false],
      ['peer', 3, 1, true, false],
    ]);
    expect(outlook).toMatchObject({ others: 4, othersShown: true, inProgress: 1, warn: false });
  });

  it('a group with only drafts holds nothing back, but others too small to show still warns', () => {
    const outlook = closeOutlook([finished('manager'), draft('subordinate'), draft('subordinate'), notStarted('subordinate')], 3);
    expect(outlook.groups[1]).toEqual({
      group: 'subordinate',
      anonymous: true,
      invited: 3,
      finished: 0,
      inProgress: 2,
      needed: 3,
      shown: false,
      heldBack: false,
    });
    expect(outlook).toMatchObject({ others: 1, othersShown: false, inProgress: 2, warn: true });
  });

  it('nothing finished yet: no warning (nothing would be lost but drafts, which are reported)', () => {
    const outlook = closeOutlook([finished('self'), notStarted('manager'), draft('peer'), notStarted('peer'), notStarted('peer')], 3);
    expect(outlook).toMatchObject({ others: 0, othersShown: false, inProgress: 1, warn: false });
    expect(outlook.groups.map((g) => g.group)).toEqual(['manager', 'peer']);
  });

  it('leaves out groups nobody was invited to, pending and disapproved nominations, and never names anyone', () => {
    const pending: AssessorAtClose = { ...notStarted('external'), confirmation: 'pending', invited: false };
    const disapproved: AssessorAtClose = { ...notStarted('subordinate'), confirmation: 'disapproved', invited: false };
    const outlook = closeOutlook([finished('manager'), ...Array(3).fill(finished('peer')), pending, disapproved], 3);
    expect(outlook.groups.map((g) => g.group)).toEqual(['manager', 'peer']);
    expect(JSON.stringify(outlook)).not.toMatch(/id|name/i);
  });

  it('follows the threshold of the assessment: 4 peers of 5 needed', () => {
    const outlook = closeOutlook([finished('manager'), ...Array(4).fill(finished('peer'))], 5);
    expect(outlook.groups[1]).toMatchObject({ group: 'peer', finished: 4, needed: 5, shown: false, heldBack: true });
    expect(outlook).toMatchObject({ others: 1, othersShown: false, warn: true });
  });

  it('agrees with the report engine on what a report made from the same answers holds back', () => {
    const ids = ['c1', 'c2', 'c3'];
    const groups: Group[] = ['manager', 'peer', 'peer', 'external', 'subordinate', 'subordinate', 'subordinate'];
    const report = computeReport({
      cards: ids.map((id) => card(id)),
      factors: [factor('f1')],
      answers: [answer('self', 'bml', ids), ...groups.map((g) => answer(g, 'mbl', ids))],
      settings: { minGroupSize: 3 },
    });
    const outlook = closeOutlook([finished('self'), ...groups.map(finished)], 3);
    expect(Object.fromEntries(outlook.groups.filter((g) => g.heldBack).map((g) => [g.group, g.finished]))).toEqual(
      report.adminDetail?.heldBackByGroup,
    );
    expect(outlook.groups.filter((g) => g.shown).map((g) => g.group)).toEqual(report.shownGroups.map((g) => g.group));
    expect(outlook.othersShown).toBe(report.status === 'ready');
    expect(outlook.others).toBe(report.summary.responses.counted);
  });
});
