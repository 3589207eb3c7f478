import type { FastifyInstance } from 'fastify';
import { englishFullName, fullNameIn, type Company, type CompanyAssessment } from '@rira/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Caller } from '../../http/caller.ts';
import { endOfTehranDay, tehranDay } from '@rira/contracts/tehran-time';
import { audit } from '../audit/audit.repo.ts';
import { reencodeLogo } from '../files/logos.ts';
import * as repo from './companies.repo.ts';
import type { LanguageCode } from '@rira/contracts';

type CompanyFields = {
  title: string;
  titleEn?: string | null;
  licenceExpiresOn?: string | null;
  maxUsers?: number | null;
  isActive?: boolean;
};

function toColumns(input: CompanyFields) {
  return {
    title: input.title,
    titleEn: input.titleEn ?? null,
    licenceExpiresAt: input.licenceExpiresOn ? endOfTehranDay(input.licenceExpiresOn) : null,
    maxUsers: input.maxUsers ?? null,
    isActive: input.isActive ?? true,
  };
}

/** Companies: registered and run by the system manager only. */
export class CompaniesService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  private toCompany(
    row: { company: repo.CompanyRow; peopleCount: number; assessmentCount: number },
    admins: { companyId: string | null; id: string; firstName: string; lastName: string; mobile: string | null }[],
  ): Company {
    const { company } = row;
    return {
      id: company.id,
      title: company.title,
      titleEn: company.titleEn,
      logoFaUrl: company.logoFaPath ? this.app.files.url(company.logoFaPath) : null,
      logoEnUrl: company.logoEnPath ? this.app.files.url(company.logoEnPath) : null,
      isActive: company.isActive,
      licenceExpiresOn: company.licenceExpiresAt ? tehranDay(company.licenceExpiresAt) : null,
      licenceExpired: Boolean(company.licenceExpiresAt && company.licenceExpiresAt.getTime() <= Date.now()),
      maxUsers: company.maxUsers,
      userCount: row.peopleCount,
      assessmentCount: row.assessmentCount,
      admins: admins
        .filter((a) => a.companyId === company.id)
        .map((a) => ({ id: a.id, fullName: fullNameIn(a, 'fa'), fullNameEn: englishFullName(a), mobile: a.mobile })),
      createdAt: company.createdAt.toISOString(),
    };
  }

  async list(caller: Caller, request: Parameters<typeof repo.listCompanies>[1]) {
    const { rows, total } = await repo.listCompanies(this.db, request, caller.userId);
    const admins = await repo.adminsOf(
      this.db,
      rows.map((r) => r.company.id),
    );
    return { items: rows.map((r) => this.toCompany(r, admins)), total };
  }

  async get(caller: Caller, id: string): Promise<Company> {
    const row = await repo.findCompanyWithCounts(this.db, id, caller.userId);
    if (!row) throw new AppError('notFound');
    return this.toCompany(row, await repo.adminsOf(this.db, [id]));
  }

  async create(caller: Caller, input: CompanyFields): Promise<string> {
    return this.db.transaction(async (tx) => {
      const id = await repo.insertCompany(tx, toColumns(input));
      await audit(tx, caller, {
        companyId: id,
        action: 'company.create',
        targetType: 'company',
        targetId: id,
        details: { title: input.title },
      });
      return id;
    });
  }

  async update(caller: Caller, input: CompanyFields & { id: string }) {
    if (!(await repo.findCompanyWithCounts(this.db, input.id, null))) throw new AppError('notFound');
    await this.db.transaction(async (tx) => {
      await repo.updateCompany(tx, input.id, toColumns(input));
      await audit(tx, caller, {
        companyId: input.id,
        action: 'company.update',
        targetType: 'company',
        targetId: input.id,
        details: { title: input.title },
      });
    });
  }

  async toggle(caller: Caller, id: string) {
    const row = await repo.findCompanyWithCounts(this.db, id, null);
    if (!row) throw new AppError('notFound');
    await this.db.transaction(async (tx) => {
      await repo.updateCompany(tx, id, { isActive: !row.company.isActive });
      await audit(tx, caller, {
        companyId: id,
        action: 'company.toggle',
        targetType: 'company',
        targetId: id,
        details: { isActive: !row.company.isActive },
      });
    });
  }

  /** Only an empty company can be deleted; one with people or assessments is deactivated instead. */
  async remove(caller: Caller, id: string) {
    const row = await repo.findCompanyWithCounts(this.db, id, null);
    if (!row) throw new AppError('notFound');
    if (row.peopleCount > 0 || row.assessmentCount > 0) {
      throw new AppError('conflict', {
        messageKey: 'errors.companyInUse',
        params: { people: row.peopleCount, assessments: row.assessmentCount },
      });
    }
    const logos = [row.company.logoFaPath, row.company.logoEnPath].filter((k): k is string => Boolean(k));
    await this.db.transaction(async (tx) => {
      await repo.deleteCompany(tx, id);
      await audit(tx, caller, { action: 'company.delete', targetType: 'company', targetId: id, details: { title: row.company.title } });
    });
    await Promise.all(logos.map((key) => this.app.files.remove(key)));
  }

  async uploadLogo(caller: Caller, id: string, language: LanguageCode, bytes: Buffer): Promise<string> {
    const row = await repo.findCompanyWithCounts(this.db, id, null);
    if (!row) throw new AppError('notFound');
    const webp = await reencodeLogo(bytes);
    const key = await this.app.files.put('logos', 'webp', webp);
    const previous = language === 'fa' ? row.company.logoFaPath : row.company.logoEnPath;
    await this.db.transaction(async (tx) => {
      await repo.updateCompany(tx, id, language === 'fa' ? { logoFaPath: key } : { logoEnPath: key });
      await audit(tx, caller, { companyId: id, action: 'company.logo', targetType: 'company', targetId: id, details: { language } });
    });
    if (previous) await this.app.files.remove(previous);
    return this.app.files.url(key);
  }

  async assessments(caller: Caller, request: { companyId: string; pageIndex: number; pageSize: number }) {
    if (!(await repo.findCompanyWithCounts(this.db, request.companyId, null))) throw new AppError('notFound');
    const { rows, total } = await repo.listCompanyAssessments(this.db, request.companyId, caller.userId, request);
    const items: CompanyAssessment[] = rows.map((r) => ({
      id: r.assessment.id,
      targetUserId: r.assessment.targetUserId,
      targetUserName: fullNameIn(r, 'fa'),
      targetUserNameEn: englishFullName(r),
      status: r.assessment.status,
      createdAt: r.assessment.createdAt.toISOString(),
      startsOn: r.assessment.startsOn,
      finishesOn: r.assessment.finishesOn,
    }));
    return { items, total };
  }
}
