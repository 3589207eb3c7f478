import type { FastifyPluginAsync } from 'fastify';
import { reportsContract as call } from '@rira/contracts/api/reports';
import { serve } from '../../http/contract-route.ts';
import { single, ok } from '../../http/envelopes.ts';
import { t } from '../../http/translate.ts';
import { callerOf } from '../../http/caller.ts';
import { attachmentDisposition } from './report-file-name.ts';
import { reportPrinterOf } from './report-pdf.ts';
import { MISSING_REPORTS_JOB, ReportsService } from './reports.service.ts';

export const reportRoutes: FastifyPluginAsync = async (app) => {
  const service = new ReportsService(app);
  const printer = reportPrinterOf(app);
  // Closing an assessment makes its report (generated, released, the person told).
  app.events.on('assessmentClosed', ({ assessmentId, by }) => service.reportOnClose(assessmentId, by));
  // A server stopped between a close and its report: another makes it, as often as overdue
  // assessments are closed (once per period across all servers).
  app.jobs.work(MISSING_REPORTS_JOB, async () => void (await service.reportMissing()));
  app.jobs.every(MISSING_REPORTS_JOB, app.config.ASSESSMENT_CLOSE_SWEEP_SECONDS * 1000);

  serve(app, call.generate, async (request) => {
    const result = await service.generate(callerOf(request), request.body);
    return single(result, t(request.lang, result.partial ? 'success.reportGeneratedPartial' : 'success.reportGenerated'));
  });

  serve(app, call.release, async (request) => {
    await service.release(callerOf(request), request.body.id, request.body.version);
    return ok(t(request.lang, 'success.reportReleased'));
  });

  serve(app, call.versions, async (request) => single(await service.versions(callerOf(request), request.params.assessmentId)));

  serve(app, call.get, async (request) => {
    const document = await service.document(
      { kind: 'user', caller: callerOf(request) },
      request.params.assessmentId,
      request.query.version,
    );
    // Whoever opens a report may want its PDF next: the printer starts now, not when they press the button.
    printer.warm(request.lang);
    return single(document);
  });

  serve(app, call.print, async (request) =>
    single(await service.document({ kind: 'print', token: request.query.printToken }, request.params.assessmentId)),
  );

  serve(app, call.chooseDevelopment, async (request) => {
    await service.chooseDevelopment(callerOf(request), request.body.assessmentId, request.body.competencyIds);
    return ok(t(request.lang, 'success.developmentSaved'));
  });

  serve(app, call.pdf, async (request, reply) => {
    const { assessment, snapshot } = await service.pdfSnapshot(callerOf(request), request.params.assessmentId, request.query.version);
    const lang = request.query.lang ?? request.lang;
    const bytes = await printer.pdf(snapshot, request.query.kind, lang, () => service.pageFrameText(assessment, lang));
    const name = await service.pdfFileName(assessment, snapshot, request.query.kind, lang);
    return reply
      .header('content-type', call.pdf.download)
      .header('content-disposition', attachmentDisposition(name))
      .header('cache-control', 'private, max-age=0')
      .send(bytes);
  });

  serve(app, call.reopenExposure, async (request) => single(await service.reopenExposure(callerOf(request), request.params.assessmentId)));

  serve(app, call.companyExport, async (request, reply) => {
    const bytes = await service.companyExport(callerOf(request), request.query.companyId, request.lang);
    return reply
      .header('content-type', call.companyExport.download)
      .header('content-disposition', 'attachment; filename="company-reports.xlsx"')
      .send(bytes);
  });
};
