import { z } from 'zod';
import {
  roundAddPeopleSchema,
  roundArchiveRequestSchema,
  roundArchiveSchema,
  roundBulkResultSchema,
  roundBulkSchema,
  roundCreateBodySchema,
  roundDashboardSchema,
  roundListItemSchema,
  roundListRequestSchema,
  roundPeopleListFieldsSchema,
  roundPeopleListSchema,
  roundRemovePeopleSchema,
  roundUpdateSchema,
} from '../rounds.ts';
import { idParamSchema, listEnvelope, okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import { languageCodeSchema } from '../language.ts';
import { defineRoute } from './route.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const admin = '/admin/Round';
const tags = ['Rounds'];

/** The ids of the assessments a call made. */
const idsEnvelope = singleEnvelope(z.array(z.string()));

/**
 * Rounds (issue 26): a company's 360 programme run as one (`admin/Round/*`; the system manager
 * names the company). Each call is the company admin's or the system manager's, like the
 * assessments it makes.
 */
export const roundsContract = {
  list: defineRoute({
    method: 'POST',
    path: `${admin}/GetAll`,
    access: 'assessments.manage',
    tags,
    summary: "The company's rounds with their people and progress, paged",
    body: roundListRequestSchema,
    response: listEnvelope(roundListItemSchema),
  }),
  dashboard: defineRoute({
    method: 'GET',
    path: `${admin}/Get/:id`,
    access: 'assessments.manage',
    tags,
    summary: "A round's dashboard: per person state and progress by group, response rates, groups at risk and rater load",
    params: idParamSchema,
    response: singleEnvelope(roundDashboardSchema),
  }),
  create: defineRoute({
    method: 'POST',
    path: `${admin}/Add`,
    access: 'assessments.manage',
    tags,
    summary: 'Create a round from a template: one draft assessment per person chosen',
    body: roundCreateBodySchema,
    response: singleEnvelope(z.object({ id: z.string(), assessmentIds: z.array(z.string()) })),
  }),
  update: defineRoute({
    method: 'POST',
    path: `${admin}/Update`,
    access: 'assessments.manage',
    tags,
    summary: 'Rename a round (Persian and English)',
    body: roundUpdateSchema,
    response: okEnvelopeSchema,
  }),
  addPeople: defineRoute({
    method: 'POST',
    path: `${admin}/AddPeople`,
    access: 'assessments.manage',
    tags,
    summary:
      "More people for a round: an assessment each with the round's template, dates and settings (people already in it are left out)",
    body: roundAddPeopleSchema,
    response: idsEnvelope,
  }),
  peopleList: defineRoute({
    method: 'POST',
    path: `${admin}/ResolvePeopleList`,
    access: 'assessments.manage',
    tags,
    summary:
      "A round's people from an Excel list (multipart: file, companyId): one person a row, by national code, mobile, e-mail or personnel code, headers in Persian or English. Answers the people to name in Add or AddPeople (`userIds`); any row that names nobody the round can take (unknown, another company's, inactive, repeated) is a 400 listing every such row in `problems`",
    upload: { fields: roundPeopleListFieldsSchema },
    response: singleEnvelope(roundPeopleListSchema),
  }),
  peopleListSample: defineRoute({
    method: 'GET',
    path: `${admin}/DownloadPeopleListSample`,
    access: 'assessments.manage',
    tags,
    summary: "The sample Excel list of a round's people: the identifying columns, headers in the language asked for, and instructions",
    query: z.object({ lang: languageCodeSchema.optional() }),
    download: XLSX,
    response: undefined,
  }),
  removePeople: defineRoute({
    method: 'POST',
    path: `${admin}/RemovePeople`,
    access: 'assessments.manage',
    tags,
    summary: 'Take people out of a round: only assessments that hold no recorded answer; otherwise 409 naming them',
    body: roundRemovePeopleSchema,
    response: okEnvelopeSchema,
  }),
  bulk: defineRoute({
    method: 'POST',
    path: `${admin}/Bulk`,
    access: 'assessments.manage',
    tags,
    summary:
      'One action on every assessment of a round (or those named): publish, confirm nominations, invite, remind, extend, close, make or release reports; each person in a transaction of their own, a repeat does nothing twice, and the answer says what was done and skipped for whom and why',
    body: roundBulkSchema,
    response: singleEnvelope(roundBulkResultSchema),
  }),
  archiveReports: defineRoute({
    method: 'POST',
    path: `${admin}/ArchiveReports`,
    access: 'assessments.manage',
    tags,
    summary:
      "Start a ZIP of the round's report PDFs (short or complete, Persian or English): every report the caller may read, never their own. A background job any server copy runs; 202 with the archive to follow (GetArchive). Asked again while one of the same kind and language is being made: that one",
    body: roundArchiveRequestSchema,
    response: singleEnvelope(roundArchiveSchema),
  }),
  archiveStatus: defineRoute({
    method: 'GET',
    path: `${admin}/GetArchive/:id`,
    access: 'assessments.manage',
    tags,
    summary: "A round archive's state and progress (`done` of `total` PDFs)",
    params: idParamSchema,
    response: singleEnvelope(roundArchiveSchema),
  }),
  archiveLatest: defineRoute({
    method: 'GET',
    path: `${admin}/GetLatestArchive/:id`,
    access: 'assessments.manage',
    tags,
    summary: "The round's latest archive the caller asked for (null when none): the dashboard picks up its progress after a reload",
    params: idParamSchema,
    response: singleEnvelope(roundArchiveSchema.nullable()),
  }),
  archiveDownload: defineRoute({
    method: 'GET',
    path: `${admin}/DownloadArchive/:id`,
    access: 'assessments.manage',
    tags,
    summary: "A finished round archive: the ZIP of the round's report PDFs",
    params: idParamSchema,
    download: 'application/zip',
    response: undefined,
  }),
  workbook: defineRoute({
    method: 'GET',
    path: `${admin}/Export/:id`,
    access: 'assessments.manage',
    tags,
    summary:
      "A round's status as an Excel workbook: one row per person (state, self-assessment, nominations waiting, answered and invited per group), in the caller's language",
    params: idParamSchema,
    download: XLSX,
    response: undefined,
  }),
};
