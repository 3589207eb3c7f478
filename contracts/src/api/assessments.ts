import { z } from 'zod';
import {
  assessmentCreateSchema,
  assessmentDetailSchema,
  assessmentIdBodySchema,
  assessmentListItemSchema,
  assessmentListRequestSchema,
  assessmentUpdateSchema,
  assessorIdBodySchema,
  assessorProposalsSchema,
  assessorTypeSchema,
  colleagueSchema,
  colleagueSearchSchema,
  confirmAssessorsSchema,
  copyToUsersSchema,
  critiqueSchema,
  extendAssessmentSchema,
  invitationAnswerSchema,
  invitationLinkSchema,
  invitationTokenSchema,
  myAssessmentCountsSchema,
  myAssessmentSchema,
  myAssessmentsRequestSchema,
  myAssessorsSchema,
  nominateSchema,
  participantCritiqueSchema,
  pickAssessorsSchema,
  recordAnswerSchema,
  recordedSchema,
  reopenAssessmentSchema,
  sendInvitationsSchema,
  sortSessionSchema,
} from '../assessments.ts';
import { idParamSchema, listEnvelope, okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import { uuidSchema } from '../fields.ts';
import { defineRoute } from './route.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const admin = '/admin/Assessment';
const adminTags = ['Assessments'];
const mineTags = ['My assessments'];
const chooseTags = ['Choosing assessors'];
const linkTags = ['Invitation links'];

/** The ids of the assessments a call made. */
const idsEnvelope = singleEnvelope(z.array(z.string()));
const sentEnvelope = singleEnvelope(z.object({ sent: z.number().int(), failed: z.number().int() }));
const byAssessor = z.object({ assessorId: uuidSchema });
const byAssessment = z.object({ assessmentId: uuidSchema });

/**
 * The 360-degree assessments: the company admin's calls (`admin/Assessment/*`; the system manager
 * names the company), the participant's (`user/Assessment/*`: their assessments and answers;
 * `user/Assessor/*`: choosing their assessors) and the personal invitation link's
 * (`user/Invitation/*`, no account: the token alone opens that one answer).
 */
export const assessmentsContract = {
  // ---------------- admin/Assessment/* ----------------
  list: defineRoute({
    method: 'POST',
    path: `${admin}/GetAll`,
    tags: adminTags,
    summary: "The company's assessments with assessor counts, filtered and paged",
    body: assessmentListRequestSchema,
    response: listEnvelope(assessmentListItemSchema),
  }),
  get: defineRoute({
    method: 'GET',
    path: `${admin}/Get/:id`,
    tags: adminTags,
    summary: 'One assessment with its assessors',
    params: idParamSchema,
    response: singleEnvelope(assessmentDetailSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${admin}/Add`,
    tags: adminTags,
    summary: 'Create assessments from a template for one person or many (drafts, or published at once)',
    body: assessmentCreateSchema,
    response: idsEnvelope,
  }),
  update: defineRoute({
    method: 'POST',
    path: `${admin}/Update`,
    tags: adminTags,
    summary: 'Edit a draft assessment’s dates and settings',
    body: assessmentUpdateSchema,
    response: okEnvelopeSchema,
  }),
  remove: defineRoute({
    method: 'POST',
    path: `${admin}/Delete`,
    tags: adminTags,
    summary: 'Delete a draft assessment',
    body: assessmentIdBodySchema,
    response: okEnvelopeSchema,
  }),
  publish: defineRoute({
    method: 'POST',
    path: `${admin}/Publish`,
    tags: adminTags,
    summary: 'Publish when ready; otherwise 409 with `reasons`',
    body: assessmentIdBodySchema,
    response: okEnvelopeSchema,
  }),
  copyToUsers: defineRoute({
    method: 'POST',
    path: `${admin}/CopyToUsers`,
    tags: adminTags,
    summary: 'The same assessment for other people of the company (as drafts)',
    body: copyToUsersSchema,
    response: idsEnvelope,
  }),
  confirmAssessors: defineRoute({
    method: 'POST',
    path: `${admin}/ConfirmAssessors`,
    tags: adminTags,
    summary: 'Confirm or disapprove nominated assessors',
    body: confirmAssessorsSchema,
    response: okEnvelopeSchema,
  }),
  pickAssessors: defineRoute({
    method: 'POST',
    path: `${admin}/PickAssessors`,
    tags: adminTags,
    summary: 'An admin adds assessors (confirmed at once)',
    body: pickAssessorsSchema,
    response: okEnvelopeSchema,
  }),
  proposals: defineRoute({
    method: 'GET',
    path: `${admin}/GetProposals/:id`,
    tags: adminTags,
    summary:
      "Assessors proposed from the assessed person's reporting line: their manager, peers (same manager) and direct reports, each with the assessor type of its group; people already on the assessment left out",
    params: idParamSchema,
    response: singleEnvelope(assessorProposalsSchema),
  }),
  sendInvitations: defineRoute({
    method: 'POST',
    path: `${admin}/SendInvitations`,
    tags: adminTags,
    summary: 'Send or resend invitations (each gets a new personal link)',
    body: sendInvitationsSchema,
    response: sentEnvelope,
  }),
  remind: defineRoute({
    method: 'POST',
    path: `${admin}/Remind`,
    tags: adminTags,
    summary: 'Remind everyone invited who has not registered yet',
    body: assessmentIdBodySchema,
    response: okEnvelopeSchema,
  }),
  resetAssessor: defineRoute({
    method: 'POST',
    path: `${admin}/ResetAssessor`,
    tags: adminTags,
    summary: "Delete an assessor's recorded answer (audit-logged)",
    body: assessorIdBodySchema,
    response: okEnvelopeSchema,
  }),
  revokeLink: defineRoute({
    method: 'POST',
    path: `${admin}/RevokeLink`,
    tags: adminTags,
    summary: "Revoke an assessor's personal link",
    body: assessorIdBodySchema,
    response: okEnvelopeSchema,
  }),
  copyLink: defineRoute({
    method: 'POST',
    path: `${admin}/CopyInvitationLink`,
    tags: adminTags,
    summary: 'A fresh personal link for an assessor who has not started (the previous one stops working; audited)',
    description:
      'For an assessor who has saved nothing yet, so that the admin can hand the link on by SMS or a messenger. ' +
      'Refused with 409 once the assessor has saved a draft or registered: from then on the link holds their answer, ' +
      'and only the invitation (mail or SMS to them) may carry it (method §2; docs/decisions/034).',
    body: assessorIdBodySchema,
    response: singleEnvelope(invitationLinkSchema),
  }),
  close: defineRoute({
    method: 'POST',
    path: `${admin}/Close`,
    tags: adminTags,
    summary: 'Close the assessment (finished)',
    body: assessmentIdBodySchema,
    response: okEnvelopeSchema,
  }),
  extend: defineRoute({
    method: 'POST',
    path: `${admin}/Extend`,
    tags: adminTags,
    summary:
      'Move a running assessment’s finish date later (from today on, after the current one; audited). A closed one is reopened by the system manager',
    body: extendAssessmentSchema,
    response: okEnvelopeSchema,
  }),
  reopen: defineRoute({
    method: 'POST',
    path: `${admin}/Reopen`,
    tags: adminTags,
    summary: 'Reopen a closed assessment (system manager only; the reason and new finish date are audited)',
    body: reopenAssessmentSchema,
    response: okEnvelopeSchema,
  }),
  critiques: defineRoute({
    method: 'GET',
    path: `${admin}/GetCritiques/:id`,
    tags: adminTags,
    summary: 'What participants wrote about the assessment (never which assessor)',
    params: idParamSchema,
    response: singleEnvelope(z.array(critiqueSchema)),
  }),
  baseData: defineRoute({
    method: 'GET',
    path: `${admin}/DownloadBaseData`,
    tags: adminTags,
    summary: "The company's assessments as an Excel workbook",
    query: z.object({ companyId: uuidSchema.optional() }),
    download: XLSX,
    response: undefined,
  }),

  // ---------------- user/Assessment/*: the participant's assessments and answers ----------------
  mine: defineRoute({
    method: 'POST',
    path: '/user/Assessment/GetMine',
    tags: mineTags,
    summary: 'My assessments: completed, invited (to assess others), self-assessment, as assessor (answered)',
    body: myAssessmentsRequestSchema,
    response: listEnvelope(myAssessmentSchema),
  }),
  mineCounts: defineRoute({
    method: 'GET',
    path: '/user/Assessment/GetMineCounts',
    tags: mineTags,
    summary: 'How many items each “my assessments” tab holds, and how many wait for me (the tab to open first)',
    response: singleEnvelope(myAssessmentCountsSchema),
  }),
  myAnswer: defineRoute({
    method: 'GET',
    path: '/user/Assessment/Get/:assessorId',
    tags: mineTags,
    summary: 'The card sort of one of my answers',
    params: byAssessor,
    response: singleEnvelope(sortSessionSchema),
  }),
  record: defineRoute({
    method: 'POST',
    path: '/user/Assessment/Record',
    tags: mineTags,
    summary: 'Save my answer as a draft (stays editable); 409 when my copy is stale',
    body: recordAnswerSchema,
    response: singleEnvelope(recordedSchema),
  }),
  register: defineRoute({
    method: 'POST',
    path: '/user/Assessment/Register',
    tags: mineTags,
    summary: 'Register my answer: final, every card placed',
    body: recordAnswerSchema,
    response: singleEnvelope(recordedSchema),
  }),
  critique: defineRoute({
    method: 'POST',
    path: '/user/Assessment/Critique',
    tags: mineTags,
    summary: 'Leave a critique of the assessment',
    body: participantCritiqueSchema,
    response: okEnvelopeSchema,
  }),

  // ---------------- user/Assessor/*: the assessed person chooses their assessors ----------------
  assessorTypes: defineRoute({
    method: 'GET',
    path: '/user/Assessor/GetTypes/:assessmentId',
    tags: chooseTags,
    summary: 'The assessor types I may nominate, with their limits',
    params: byAssessment,
    response: singleEnvelope(z.array(assessorTypeSchema)),
  }),
  searchColleagues: defineRoute({
    method: 'POST',
    path: '/user/Assessor/SearchColleagues',
    tags: chooseTags,
    summary: 'Search active colleagues to nominate',
    body: colleagueSearchSchema,
    response: singleEnvelope(z.array(colleagueSchema)),
  }),
  myProposals: defineRoute({
    method: 'GET',
    path: '/user/Assessor/GetProposals/:assessmentId',
    tags: chooseTags,
    summary:
      'Colleagues proposed from my reporting line: my manager, my peers (same manager) and my direct reports, each with the assessor type of its group; only an offer',
    params: byAssessment,
    response: singleEnvelope(assessorProposalsSchema),
  }),
  myAssessors: defineRoute({
    method: 'GET',
    path: '/user/Assessor/GetMine/:assessmentId',
    tags: chooseTags,
    summary: 'My assessors: who and their confirmation; progress only as counts per group (never one assessor’s)',
    params: byAssessment,
    response: singleEnvelope(myAssessorsSchema),
  }),
  nominate: defineRoute({
    method: 'POST',
    path: '/user/Assessor/Nominate',
    tags: chooseTags,
    summary: 'Save my nominations (replaces those not invited yet)',
    body: nominateSchema,
    response: okEnvelopeSchema,
  }),
  submitNominations: defineRoute({
    method: 'POST',
    path: '/user/Assessor/SendInvitations',
    tags: chooseTags,
    summary: 'Submit my nominations: to confirmation, or invitations at once',
    body: byAssessment,
    response: okEnvelopeSchema,
  }),

  // ---------------- user/Invitation/*: a personal invitation link, no account ----------------
  openLink: defineRoute({
    method: 'GET',
    path: '/user/Invitation/Open/:token',
    tags: linkTags,
    summary: 'Open the card sort of a personal invitation link (no account needed)',
    params: invitationTokenSchema,
    response: singleEnvelope(sortSessionSchema),
  }),
  recordByLink: defineRoute({
    method: 'POST',
    path: '/user/Invitation/Record',
    tags: linkTags,
    summary: 'Save the answer of an invitation link as a draft',
    body: invitationAnswerSchema,
    response: singleEnvelope(recordedSchema),
  }),
  critiqueByLink: defineRoute({
    method: 'POST',
    path: '/user/Invitation/Critique',
    tags: linkTags,
    summary: 'Leave a critique of the assessment from an invitation link',
    body: invitationTokenSchema.extend({ text: participantCritiqueSchema.shape.text }),
    response: okEnvelopeSchema,
  }),
  registerByLink: defineRoute({
    method: 'POST',
    path: '/user/Invitation/Register',
    tags: linkTags,
    summary: 'Register the answer of an invitation link (final)',
    body: invitationAnswerSchema,
    response: singleEnvelope(recordedSchema),
  }),
};
