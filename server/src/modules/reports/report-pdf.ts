import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { TEHRAN_TIME_ZONE, type LanguageCode, type ReportKind } from '@rira/contracts';
import { REPORT_ENGINE_VERSION } from '@rira/contracts/report-types';
import { AppError } from '../../http/app-error.ts';
import { PRINT_LAYOUT_VERSION, printWithPageFrame } from './report-page-frame.ts';
import * as repo from './reports.repo.ts';
import { hashPrintToken } from './reports.service.ts';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * PDFs of the report pages, printed by the system Chromium: the only way Persian text comes out
 * shaped and in order. One browser is kept while the server runs; prints go one at a time (the
 * machine is small); each PDF is cached per snapshot, kind and language, since a snapshot never changes.
 */
export class ReportPdfPrinter {
  private browser: Promise<Browser> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly app: FastifyInstance) {
    app.addHook('onClose', async () => {
      const browser = await this.browser?.catch(() => null);
      await browser?.close();
    });
  }

  available(): boolean {
    return fs.existsSync(this.app.config.CHROMIUM_PATH);
  }

  private launch(): Promise<Browser> {
    this.browser ??= import('playwright-core').then(({ chromium }) =>
      chromium.launch({ executablePath: this.app.config.CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
    );
    return this.browser;
  }

  /** Where this server itself answers, for the browser it drives. */
  private selfUrl(): string {
    const address = this.app.server.address() as AddressInfo | null;
    if (!address || typeof address === 'string') throw new AppError('unavailable', { messageKey: 'errors.pdfUnavailable' });
    const host = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
    return `http://${host}:${address.port}`;
  }

  async pdf(
    snapshot: repo.SnapshotRow,
    kind: ReportKind,
    lang: LanguageCode,
    header: { person: string; company: string },
  ): Promise<Buffer> {
    if (!this.available()) throw new AppError('unavailable', { messageKey: 'errors.pdfUnavailable' });
    // The engine version is in the key: a snapshot of an older engine is shown under today's rules;
    // so is the print layout's, so that a PDF printed before a layout change is printed again.
    const key = `report-pdfs/${snapshot.id}-v${snapshot.version}-e${REPORT_ENGINE_VERSION}-p${PRINT_LAYOUT_VERSION}-${kind}-${lang}.pdf`;
    if (await this.app.privateFiles.has(key)) return this.app.privateFiles.read(key);
    const job = this.queue.then(() => this.print(snapshot, kind, lang, header));
    this.queue = job.catch(() => undefined);
    const bytes = await job;
    await this.app.privateFiles.write(key, bytes);
    return bytes;
  }

  private async print(
    snapshot: repo.SnapshotRow,
    kind: ReportKind,
    lang: LanguageCode,
    header: { person: string; company: string },
  ): Promise<Buffer> {
    const token = randomBytes(32).toString('base64url');
    await repo.insertPrintToken(this.app.db, {
      tokenHash: hashPrintToken(token),
      snapshotId: snapshot.id,
      expiresAt: new Date(Date.now() + 120_000),
    });
    const browser = await this.launch();
    const context = await browser.newContext({ locale: lang === 'fa' ? 'fa-IR' : 'en-GB', timezoneId: TEHRAN_TIME_ZONE });
    try {
      const page = await context.newPage();
      const query = new URLSearchParams({ version: String(snapshot.version), kind, lang, token });
      const response = await page.goto(`${this.selfUrl()}/reports/${snapshot.assessmentId}/print?${query}`, {
        waitUntil: 'networkidle',
        timeout: 30_000,
      });
      if (!response?.ok()) throw new Error(`the report page answered ${response?.status()}`);
      await page.evaluate('document.fonts.ready');
      return await printWithPageFrame(page, lang, header);
    } finally {
      await context.close();
      await repo.deletePrintToken(this.app.db, hashPrintToken(token));
    }
  }
}
