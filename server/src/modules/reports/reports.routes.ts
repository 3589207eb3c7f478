import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { desc, eq } from 'drizzle-orm';
import {
  developmentChoiceSchema,
  fullNameIn,
  generateReportSchema,
  okEnvelopeSchema,
  releaseReportSchema,
  reportDocumentSchema,
  reportPdfQuerySchema,
  reportQuerySchema,
  reportVersionSchema,
  singleEnvelope,
  singleLineText,
} from '@rira/contracts';
import { assessments, reportSnapshots, users } from '../../db/schema/index.ts';
import { single, ok } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { requireActor } from '../../plugins/session.ts';
import { resolveCompanyScope } from '../companies/company-scope.ts';
import { buildCompanyExport } from './report-export.ts';
import { ReportPdfPrinter } from './report-pdf.ts';
import { reportOf, ReportsService, type SnapshotInput } from './reports.service.ts';

const tags = ['Reports'];
const assessmentParam = z.object({ assessmentId: z.uuid({ error: 'validation.id' }) });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const reportRoutes: FastifyPluginAsync = async (plain) => {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const service = new ReportsService(app);
  const printer = new ReportPdfPrinter(app);
  // Closing an assessment makes its report (generated, released, the person told).
  app.events.on('assessmentClosed', ({ assessmentId, byUserId }) => service.reportOnClose(assessmentId, byUserId));

  app.post(
    '/admin/Report/Generate',
    { schema: { tags, summary: 'Generate a new report version (finished assessment; partial while collecting)', body: generateReportSchema, response: { 200: singleEnvelope(z.object({ version: z.number().int(), partial: z.boolean() })) } } },
    async (request) => {
      const result = await service.generate(requireActor(request), request.body.id, request.ip);
      return single(result, t(request.lang, result.partial ? 'success.reportGeneratedPartial' : 'success.reportGenerated'));
    },
  );

  app.post(
    '/admin/Report/Release',
    { schema: { tags, summary: 'Make a complete version the one the assessed person reads (a version generated after closing is released at once)', body: releaseReportSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.release(requireActor(request), request.body.id, request.body.version, request.ip);
      return ok(t(request.lang, 'success.reportReleased'));
    },
  );

  app.get(
    '/admin/Report/GetVersions/:assessmentId',
    { schema: { tags, summary: 'Every generated version of an assessment’s report', params: assessmentParam, response: { 200: singleEnvelope(z.array(reportVersionSchema)) } } },
    async (request) => single(await service.versions(requireActor(request), request.params.assessmentId)),
  );

  app.get(
    '/user/Report/Get/:assessmentId',
    {
      schema: {
        tags,
        summary: 'A report: the company’s admins and the system manager any version (latest by default); the assessed person, when allowed, only the released version; never assessors',
        params: assessmentParam,
        querystring: reportQuerySchema,
        response: { 200: singleEnvelope(reportDocumentSchema) },
      },
    },
    async (request) => single(await service.document({ kind: 'user', actor: requireActor(request) }, request.params.assessmentId, request.query.version)),
  );

  app.get(
    '/user/Report/Print/:assessmentId',
    {
      schema: {
        tags,
        summary: 'The report for the server’s PDF printer: the one-time print token (bound to one version) is the credential; the assessed person’s view',
        params: assessmentParam,
        querystring: z.object({ printToken: singleLineText().min(20).max(100) }),
        response: { 200: singleEnvelope(reportDocumentSchema) },
      },
    },
    async (request) => single(await service.document({ kind: 'print', token: request.query.printToken }, request.params.assessmentId)),
  );

  app.post(
    '/user/Report/ChooseDevelopment',
    { schema: { tags, summary: 'The assessed person chooses competencies to develop (at most two hard ones)', body: developmentChoiceSchema, response: { 200: okEnvelopeSchema } } },
    async (request) => {
      await service.chooseDevelopment(requireActor(request), request.body.assessmentId, request.body.competencyIds, request.ip);
      return ok(t(request.lang, 'success.developmentSaved'));
    },
  );

  app.get(
    '/user/Report/Pdf/:assessmentId',
    { schema: { tags, summary: 'The short or complete report as PDF (same permissions as the report); 503 without Chromium', params: assessmentParam, querystring: reportPdfQuerySchema, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { snapshot } = await service.readable({ kind: 'user', actor: requireActor(request) }, request.params.assessmentId, request.query.version);
      const lang = request.query.lang ?? request.lang;
      const document = await service.document({ kind: 'user', actor: requireActor(request) }, request.params.assessmentId, snapshot.version);
      const company = (lang === 'en' && document.company.titleEn) || document.company.title;
      const person = (lang === 'en' && document.person.fullNameEn) || document.person.fullName;
      const bytes = await printer.pdf(snapshot, request.query.kind, lang, { person, company });
      const name = `report-${request.query.kind}-v${snapshot.version}-${lang}.pdf`;
      return reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'private, max-age=0').send(bytes);
    },
  );

  app.get(
    '/admin/Report/ExportCompany',
    { schema: { tags, summary: 'Every generated report of the company (latest versions) as Excel: one row per person and competency', querystring: z.object({ companyId: z.uuid().optional() }), produces: [XLSX] } },
    async (request, reply) => {
      const actor = requireActor(request);
      const companyId = await resolveCompanyScope(app.db, actor, request.query.companyId);
      const rows = await app.db
        .selectDistinctOn([reportSnapshots.assessmentId], {
          snapshot: reportSnapshots,
          firstName: users.firstName,
          lastName: users.lastName,
          firstNameEn: users.firstNameEn,
          lastNameEn: users.lastNameEn,
        })
        .from(reportSnapshots)
        .innerJoin(assessments, eq(assessments.id, reportSnapshots.assessmentId))
        .innerJoin(users, eq(users.id, assessments.targetUserId))
        .where(eq(assessments.companyId, companyId))
        .orderBy(reportSnapshots.assessmentId, desc(reportSnapshots.version));
      const bytes = await buildCompanyExport(
        rows.map((r) => ({ person: fullNameIn(r, request.lang), version: r.snapshot.version, input: r.snapshot.input as SnapshotInput, report: reportOf(r.snapshot) })),
        request.lang,
      );
      return reply.header('content-type', XLSX).header('content-disposition', 'attachment; filename="company-reports.xlsx"').send(bytes);
    },
  );
};
