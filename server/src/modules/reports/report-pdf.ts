import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { printedReportMark, TEHRAN_TIME_ZONE, type LanguageCode, type ReportKind } from '@rira/contracts';
import { REPORT_ENGINE_VERSION } from '@rira/contracts/report-types';
import { AppError } from '../../http/app-error.ts';
import { addPageFrame, PRINT_LAYOUT_VERSION, printPdf, type PageFrameText } from './report-page-frame.ts';
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
 * Where a printed PDF is kept. A snapshot never changes, so its PDF is kept for good; the engine
 * version is in the key (a snapshot of an older engine is shown under today's rules), and so is the
 * print layout's, so that a PDF printed before a layout change is printed again.
 */
function reportPdfKey(snapshot: repo.SnapshotRef, kind: ReportKind, lang: LanguageCode): string {
  return `report-pdfs/${snapshot.id}-v${snapshot.version}-e${REPORT_ENGINE_VERSION}-p${PRINT_LAYOUT_VERSION}-${kind}-${lang}.pdf`;
}

/** A page kept open between prints, in a context of one language (locale and time zone belong to a context). */
interface WarmPage {
  context: BrowserContext;
  page: Page;
  /** Reports printed on it so far: at PDF_PRINTS_PER_PAGE it is closed, and the next print opens a fresh one. */
  prints: number;
}

/**
 * After the load event, the print view tells which report it shows and in which language, once
 * its fonts are in (the page has no script: its data is in the server's HTML, its stylesheets and
 * logo are what the load event waits for, and the fonts are loaded as layout asks for them).
 */
const SHOWN_REPORT = `document.fonts.ready.then(() => [
  document.documentElement.lang,
  document.querySelector('[data-printed-report]')?.getAttribute('data-printed-report') ?? null,
])`;

/** Milliseconds spent in each step of one print, as the server log's `report.pdf.printed` line gives them. */
interface PrintSteps {
  /** The one-time print token written. */
  token: number;
  /** Chromium started and the language's page opened: zero once both are warm. */
  page: number;
  /** The print route loaded: the server renders it, then Chromium loads its stylesheets and images. */
  load: number;
  /** The report named on the page checked, and its fonts in. */
  ready: number;
  /** The page frame (person, company, page numbers) added. */
  frame: number;
  pdf: number;
}

const printers = new WeakMap<object, ReportPdfPrinter>();

/**
 * The server's one printer (one Chromium, one queue of prints), shared by every module that prints:
 * the report routes and the round archive job. Keyed by the HTTP server, which the app's
 * encapsulated plugin contexts share.
 */
export function reportPrinterOf(app: FastifyInstance): ReportPdfPrinter {
  let printer = printers.get(app.server);
  if (!printer) {
    printer = new ReportPdfPrinter(app);
    printers.set(app.server, printer);
  }
  return printer;
}

/**
 * PDFs of the report pages, printed by the system Chromium: the only way Persian text comes out
 * shaped and in order. Decision 020: Chromium is started on the first print and kept while prints
 * come (closed after PDF_BROWSER_IDLE_SECONDS without one), with one page per language kept open
 * between prints and emptied after each; prints go one at a time (the machine is small); a PDF is
 * stored once printed and read back on every later call, and concurrent calls for one PDF share
 * one print. A Chromium that died is started again.
 */
export class ReportPdfPrinter {
  private browser: Promise<Browser> | null = null;
  private readonly pages = new Map<LanguageCode, WarmPage>();
  private queue: Promise<unknown> = Promise.resolve();
  /** The PDFs being looked up or printed, by key: a second call for one of them waits for the first. */
  private readonly running = new Map<string, Promise<Buffer>>();
  private idleTimer: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(private readonly app: FastifyInstance) {
    // Before the server closes, not after (onClose): Fastify waits for every open connection to
    // end before it runs onClose hooks, and the warm pages' Chromium keeps connections to this
    // server open (even one it opened ahead of a request and never used), so that wait never ended.
    app.addHook('preClose', async () => {
      this.closing = true;
      if (this.idleTimer) clearTimeout(this.idleTimer);
      await this.closeBrowser();
    });
  }

  available(): boolean {
    return fs.existsSync(this.app.config.CHROMIUM_PATH);
  }

  /**
   * The PDF of a snapshot: the stored one when it was printed before (nothing else is done on that
   * path: no browser, no page frame), else printed now. `frame` gives the page frame's names and
   * is called only to print.
   */
  pdf(snapshot: repo.SnapshotRef, kind: ReportKind, lang: LanguageCode, frame: () => Promise<PageFrameText>): Promise<Buffer> {
    const key = reportPdfKey(snapshot, kind, lang);
    let job = this.running.get(key);
    if (!job) {
      // Registered before the first await, so that a call arriving meanwhile finds it.
      job = this.storedOrPrinted(key, snapshot, kind, lang, frame).finally(() => this.running.delete(key));
      this.running.set(key, job);
    }
    return job;
  }

  /**
   * Starts Chromium and the language's page ahead of a print, when someone opens a report: a cold
   * start took 10–15 s on a busy machine, all of it spent after they pressed the button. In the
   * queue like a print, so it never races one; a failure is left for the print to meet and report.
   * The idle timer runs from here, so an opened report that is never printed gives the memory back.
   */
  warm(lang: LanguageCode): void {
    if (this.closing || !this.app.config.PDF_WARM_ON_OPEN || !this.available()) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.queue = this.queue
      .then(async () => {
        if (this.closing) return;
        await this.pageFor(await this.openBrowser(), lang);
      })
      .catch((error: unknown) => this.app.log.warn({ err: error }, 'report.pdf.warmFailed'))
      .then(() => this.closeWhenIdle());
  }

  private async storedOrPrinted(
    key: string,
    snapshot: repo.SnapshotRef,
    kind: ReportKind,
    lang: LanguageCode,
    frame: () => Promise<PageFrameText>,
  ): Promise<Buffer> {
    if (await this.app.privateFiles.has(key)) return this.app.privateFiles.read(key);
    if (!this.available()) throw new AppError('unavailable', { messageKey: 'errors.pdfUnavailable' });
    const text = await frame();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const job = this.queue.then(() => this.print(snapshot, kind, lang, text));
    // The next print waits for this one and for its page to be emptied, which this call does not wait for.
    this.queue = job
      .then(
        ({ tidy }) => tidy(),
        () => undefined,
      )
      .then(() => this.closeWhenIdle());
    const { bytes } = await job;
    await this.app.privateFiles.write(key, bytes);
    return bytes;
  }

  /**
   * Gives Chromium's memory back (a few hundred MB on a small server) once no print has come for
   * a while; the next print starts it again, as the first one does.
   */
  private closeWhenIdle(): void {
    const seconds = this.app.config.PDF_BROWSER_IDLE_SECONDS;
    if (this.closing || seconds === 0) return;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      // In the queue, so that a print already waiting there finishes first.
      this.queue = this.queue.then(() => this.closeBrowser());
    }, seconds * 1000);
    this.idleTimer.unref();
  }

  private async closeBrowser(): Promise<void> {
    const browser = await this.browser?.catch(() => null);
    this.browser = null;
    this.pages.clear();
    await browser?.close().catch(() => undefined);
  }

  /** Where this server itself answers, for the browser it drives. */
  private selfUrl(): string {
    const address = this.app.server.address() as AddressInfo | null;
    if (!address || typeof address === 'string') throw new AppError('unavailable', { messageKey: 'errors.pdfUnavailable' });
    const host = address.family === 'IPv6' ? '[::1]' : '127.0.0.1';
    return `http://${host}:${address.port}`;
  }

  /** The running Chromium, or a new one when there is none or it died (crashed, killed, out of memory). */
  private async openBrowser(): Promise<Browser> {
    if (this.closing) throw new AppError('unavailable', { messageKey: 'errors.pdfUnavailable' });
    const running = await this.browser?.catch(() => null);
    if (running?.isConnected()) return running;
    this.pages.clear();
    const launching = import('playwright-core').then(({ chromium }) =>
      chromium.launch({ executablePath: this.app.config.CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
    );
    this.browser = launching;
    const browser = await launching.catch((error: unknown) => {
      if (this.browser === launching) this.browser = null;
      throw error;
    });
    browser.on('disconnected', () => {
      if (this.browser !== launching) return;
      this.browser = null;
      this.pages.clear();
    });
    return browser;
  }

  /** The language's warm page, opened on first use. */
  private async pageFor(browser: Browser, lang: LanguageCode): Promise<WarmPage> {
    const kept = this.pages.get(lang);
    if (kept && !kept.page.isClosed()) return kept;
    const context = await browser.newContext({ locale: lang === 'fa' ? 'fa-IR' : 'en-GB', timezoneId: TEHRAN_TIME_ZONE });
    try {
      const warm = { context, page: await context.newPage(), prints: 0 };
      this.pages.set(lang, warm);
      return warm;
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
  }

  /** Closes a page that failed, so that the next print of its language opens a new one. */
  private async discard(lang: LanguageCode, warm: WarmPage): Promise<void> {
    if (this.pages.get(lang) === warm) this.pages.delete(lang);
    await warm.context.close().catch(() => undefined);
  }

  private async print(
    snapshot: repo.SnapshotRef,
    kind: ReportKind,
    lang: LanguageCode,
    frame: PageFrameText,
  ): Promise<{ bytes: Buffer; tidy: () => Promise<void> }> {
    let mark = performance.now();
    const lap = () => {
      const now = performance.now();
      const took = now - mark;
      mark = now;
      return Math.round(took * 10) / 10;
    };
    const token = randomBytes(32).toString('base64url');
    const tokenHash = hashPrintToken(token);
    await repo.insertPrintToken(this.app.db, { tokenHash, snapshotId: snapshot.id, expiresAt: new Date(Date.now() + 120_000) });
    const steps: Partial<PrintSteps> = { token: lap() };
    const forgetToken = () => repo.deletePrintToken(this.app.db, tokenHash).catch(() => undefined);
    const attempt = async (browser: Browser) => {
      const warm = await this.pageFor(browser, lang);
      steps.page = lap();
      try {
        return { warm, bytes: await this.printOn(warm.page, snapshot, kind, lang, token, frame, steps, lap) };
      } catch (error) {
        await this.discard(lang, warm);
        throw error;
      }
    };
    let printed: { warm: WarmPage; bytes: Buffer };
    try {
      const browser = await this.openBrowser();
      try {
        printed = await attempt(browser);
      } catch (error) {
        // Chromium died before or during this print: once more, on a new one.
        if (this.closing || browser.isConnected()) throw error;
        printed = await attempt(await this.openBrowser());
      }
    } catch (error) {
      await forgetToken();
      throw error;
    }
    printed.warm.prints += 1;
    const pagePrint = printed.warm.prints;
    this.app.log.info({ kind, lang, bytes: printed.bytes.length, steps, pagePrint }, 'report.pdf.printed');
    return {
      bytes: printed.bytes,
      // Nothing of this report may reach the next one printed on this page: its document is
      // replaced by an empty one (so that a failed navigation could not leave it in place either),
      // and its cookies go. The empty document is written in place rather than navigated to
      // (about:blank): the print view's Cross-Origin-Opener-Policy would then move the next print
      // to a new renderer process each time. The browser's cache of stylesheets, fonts and logos
      // stays: that is the point.
      tidy: async () => {
        await forgetToken();
        const { page, context } = printed.warm;
        // Its share of Chromium's memory grows with each document it has held: a fresh page bounds it.
        if (pagePrint >= this.app.config.PDF_PRINTS_PER_PAGE) return this.discard(lang, printed.warm);
        try {
          await page.setContent('<!doctype html>');
          await context.clearCookies();
        } catch {
          await this.discard(lang, printed.warm);
        }
      },
    };
  }

  private async printOn(
    page: Page,
    snapshot: repo.SnapshotRef,
    kind: ReportKind,
    lang: LanguageCode,
    token: string,
    frame: PageFrameText,
    steps: Partial<PrintSteps>,
    lap: () => number,
  ): Promise<Buffer> {
    const query = new URLSearchParams({ version: String(snapshot.version), kind, lang, token });
    const response = await page.goto(`${this.selfUrl()}/reports/${snapshot.assessmentId}/print?${query}`, {
      waitUntil: 'load',
      timeout: 30_000,
    });
    if (!response?.ok()) throw new Error(`the report page answered ${response?.status()}`);
    steps.load = lap();
    const [shownLang, shownReport] = (await page.evaluate(SHOWN_REPORT)) as [string, string | null];
    const wanted = printedReportMark(snapshot.assessmentId, snapshot.version, kind);
    if (shownLang !== lang || shownReport !== wanted)
      throw new Error(`the print page shows ${shownReport ?? 'no report'} in ${shownLang}, not ${wanted} in ${lang}`);
    steps.ready = lap();
    await addPageFrame(page, lang, frame);
    steps.frame = lap();
    const bytes = await printPdf(page);
    steps.pdf = lap();
    return bytes;
  }
}
