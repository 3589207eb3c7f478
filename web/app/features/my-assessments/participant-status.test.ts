import { describe, expect, it } from 'vitest';
import type { MyAssessment } from '@rira/contracts/assessments';
import { nextStep, participantState } from './participant-status.ts';

const item = (overrides: Partial<MyAssessment>): MyAssessment => ({
  assessmentId: 'cccccccc-cccc-4ccc-8ccc-000000000001',
  assessorId: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001',
  role: 'assessor',
  targetName: 'مریم احمدی',
  targetNameEn: 'Maryam Ahmadi',
  templateTitle: 'رهبری',
  templateTitleEn: null,
  roundTitle: 'ارزیابی ۳۶۰ رهبری، پاییز ۱۴۰۵',
  roundTitleEn: 'Leadership 360, autumn 1405',
  roundStartsOn: '2026-06-01',
  roundFinishesOn: '2026-06-30',
  status: 'collecting',
  progress: 'notStarted',
  nextAction: 'start',
  finishesOn: null,
  estimatedMinutes: 20,
  ...overrides,
});

describe('my assessments: the next step', () => {
  it('opens an answer to start or continue', () => {
    expect(nextStep(item({}))).toMatchObject({ kind: 'link', to: '/admin/my-assessments/bbbbbbbb-bbbb-4bbb-8bbb-000000000001' });
    expect(nextStep(item({ progress: 'inProgress', nextAction: 'continue' }))).toMatchObject({ kind: 'link' });
  });

  it('lists a registered answer as finished, with no link to look at it: it is sealed', () => {
    const answered = item({ progress: 'finished', nextAction: 'none' });
    expect(participantState(answered)).toBe('answered');
    expect(nextStep(answered)).toEqual({ kind: 'text', textKey: 'myAssessments.actions.sealed' });
  });
});
