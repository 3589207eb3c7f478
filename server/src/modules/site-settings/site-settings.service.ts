import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '@rira/contracts';
import {
  SOCIAL_NETWORKS,
  internationalPhone,
  siteSettingsSchema,
  type AdminSiteSettings,
  type PublicSiteSettings,
  type SiteSettings,
} from '@rira/contracts/site/settings';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { publicPagesChanged } from '../../http/content-admin.ts';
import { audit } from '../audit/audit.repo.ts';
import * as repo from './site-settings.repo.ts';

/** Nothing stored yet (a database the seed has not reached): the pages leave each value out. */
const NOTHING_STORED: PublicSiteSettings = { address: null, postalCode: null, phone: null, telephone: null, email: null, social: [] };

/** The fields (and social networks) whose value differs between two documents, for the audit row. */
export function changedFields(before: SiteSettings | null, after: SiteSettings): string[] {
  const pairs: [string, unknown, unknown][] = [
    ['address.fa', before?.address.fa, after.address.fa],
    ['address.en', before?.address.en, after.address.en],
    ['postalCode', before?.postalCode, after.postalCode],
    ['phone', before?.phone, after.phone],
    ['email', before?.email, after.email],
    ...SOCIAL_NETWORKS.map((n): [string, unknown, unknown] => [`social.${n}`, before?.social[n], after.social[n]]),
  ];
  return pairs.filter(([, a, b]) => (a ?? null) !== (b ?? null)).map(([field]) => field);
}

/**
 * The site settings: read by every public page (the footer) in the visitor's language, edited by
 * the system manager and the content manager. A save is audited in its transaction and empties the
 * public caches, so the next page rendered shows it.
 */
export class SiteSettingsService {
  constructor(private readonly app: FastifyInstance) {}

  /** The stored document, checked against the schema before it is used. */
  private async stored() {
    const row = await repo.findSiteSettings(this.app.db);
    if (!row) return null;
    const parsed = siteSettingsSchema.safeParse(row.document);
    if (!parsed.success) {
      // A stored document that no longer fits its schema is a bug to fix, not something to show.
      this.app.log.error({ issues: parsed.error.issues.slice(0, 5) }, 'site settings do not match their schema');
      throw new AppError('internal');
    }
    return { settings: parsed.data, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
  }

  async forVisitors(lang: LanguageCode): Promise<PublicSiteSettings> {
    const stored = await this.stored();
    if (!stored) return NOTHING_STORED;
    const { settings } = stored;
    return {
      address: settings.address[lang],
      postalCode: settings.postalCode,
      phone: settings.phone,
      telephone: internationalPhone(settings.phone),
      email: settings.email,
      social: SOCIAL_NETWORKS.flatMap((network) => {
        const url = settings.social[network];
        return url ? [{ network, url }] : [];
      }),
    };
  }

  async forEditors(): Promise<AdminSiteSettings> {
    const stored = await this.stored();
    return {
      settings: stored?.settings ?? null,
      updatedAt: stored?.updatedAt.toISOString() ?? null,
      updatedBy: stored?.updatedBy ?? null,
    };
  }

  /** Saves the document (already checked by the route's schema); a stale `updatedAt` (saved elsewhere since) is a 409. */
  async update(caller: Caller, input: SiteSettings & { updatedAt?: string }): Promise<{ updatedAt: string }> {
    const { updatedAt: loadedAt, ...settings } = input;
    const updatedAt = await this.app.db.transaction(async (tx) => {
      const current = await repo.lockSiteSettings(tx);
      if (loadedAt && current && Math.abs(current.updatedAt.getTime() - Date.parse(loadedAt)) >= 1) {
        throw new AppError('conflict', { messageKey: 'siteSettings.staleEdit' });
      }
      const before = current ? siteSettingsSchema.safeParse(current.document) : null;
      const saved = await repo.saveSiteSettings(tx, { document: settings, updatedBy: caller.userId, now: new Date() });
      await audit(tx, caller, {
        action: 'siteSettings.update',
        targetType: 'siteSettings',
        targetId: 'site',
        details: {
          changed: changedFields(before?.success ? before.data : null, settings),
        },
      });
      return saved;
    });
    publicPagesChanged(this.app);
    return { updatedAt: updatedAt.toISOString() };
  }
}
