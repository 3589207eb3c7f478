import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Template } from '@rira/contracts/assessments';
import type { StructureItem } from '@rira/contracts/organisation';
import type { LanguageCode } from '@rira/contracts/language';
import { COMPANY_ID, listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { RoundNewPage } from './round-new-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => `cdcdcdcd-cdcd-4dcd-8dcd-${String(n).padStart(12, '0')}`;

const item = (n: number, title: string, titleEn: string): StructureItem => ({
  id: id(n),
  companyId: COMPANY_ID,
  title,
  titleEn,
  order: n,
  isActive: true,
  usageCount: 3,
  createdAt: '2026-01-01T00:00:00Z',
});

const template: Template = {
  id: id(1),
  companyId: COMPANY_ID,
  title: 'قالب مدیران',
  titleEn: 'Managers',
  description: null,
  descriptionEn: null,
  competencies: [],
  factors: [],
  positionIds: [],
  structureIds: [],
  cardCount: 42,
  pileMaxima: { best: 14, mostly: 14, least: 14 },
  pileMaxBest: null,
  pileMaxMostly: null,
  pileMaxLeast: null,
  estimatedMinutes: 25,
  minGroupSize: 3,
  isActive: true,
};

const SALES = item(11, 'فروش', 'Sales');
const SENIOR = item(21, 'مدیران ارشد', 'Senior managers');

function setup(lang: LanguageCode, refuse: boolean) {
  const api = mockApi({
    'admin/AssessmentTemplate/GetAll': () => ({ body: listEnvelope([template]) }),
    'admin/Department/GetAll': () => ({ body: listEnvelope([SALES]) }),
    'admin/Structure/GetAll': () => ({ body: listEnvelope([]) }),
    'admin/Position/GetAll': () => ({ body: listEnvelope([]) }),
    'admin/JobTitle/GetAll': () => ({ body: listEnvelope([]) }),
    'admin/ManagementLevel/GetAll': () => ({ body: listEnvelope([SENIOR]) }),
    'manager/applicationUser/GetAll': () => ({ body: listEnvelope([]) }),
    'admin/Round/Add': () =>
      refuse
        ? {
            status: 400,
            body: {
              succeeded: false,
              message: lang === 'fa' ? 'اطلاعات واردشده درست نیست.' : 'Some fields are not right.',
              errors: [
                { field: 'templateId', message: lang === 'fa' ? 'این قالب برای این شرکت نیست.' : 'This template is not the company’s.' },
                { field: 'departmentIds', message: lang === 'fa' ? 'این واحد در شرکت نیست.' : 'This department is not the company’s.' },
              ],
            },
          }
        : { body: { data: { id: id(99), assessmentIds: [id(100)] }, succeeded: true, message: null } },
  });
  renderAdmin(() => <RoundNewPage />, { lang });
  return api;
}

const TEXT = {
  fa: {
    title: 'عنوان دوره (فارسی)',
    titleEn: 'عنوان دوره (انگلیسی)',
    template: 'عنوان قالب',
    finishesOn: 'تاریخ پایان',
    finish: '۱۴۰۸/۰۱/۰۱',
    submit: 'ساختن دوره',
    templateError: 'این قالب برای این شرکت نیست.',
    departmentError: 'این واحد در شرکت نیست.',
  },
  en: {
    title: 'Round title (Persian)',
    titleEn: 'Round title (English)',
    template: 'Template title',
    finishesOn: 'Finish date',
    finish: '2029/03/21',
    submit: 'Create the round',
    templateError: 'This template is not the company’s.',
    departmentError: 'This department is not the company’s.',
  },
};

async function fill(lang: LanguageCode) {
  const text = TEXT[lang];
  fireEvent.change(await screen.findByRole('textbox', { name: text.title }), { target: { value: 'ارزیابی رهبری پاییز' } });
  fireEvent.change(screen.getByRole('textbox', { name: text.titleEn }), { target: { value: 'Leadership 360, autumn' } });
  const select = screen.getByRole('combobox', { name: text.template });
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
  fireEvent.change(select, { target: { value: template.id } });
  fireEvent.click(await screen.findByRole('checkbox', { name: lang === 'fa' ? 'فروش' : 'Sales' }));
  fireEvent.click(await screen.findByRole('checkbox', { name: lang === 'fa' ? 'مدیران ارشد' : 'Senior managers' }));
  fireEvent.change(screen.getByLabelText(text.finishesOn), { target: { value: text.finish } });
  fireEvent.click(screen.getByRole('button', { name: text.submit }));
}

describe('a new round (issue 26)', () => {
  it.each(['fa', 'en'] as const)('sends the round as the contract has it (%s)', async (lang) => {
    const api = setup(lang, false);
    await fill(lang);
    await waitFor(() => expect(api.callsTo('admin/Round/Add')).toHaveLength(1));
    const body = api.callsTo('admin/Round/Add')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'ارزیابی رهبری پاییز',
      titleEn: 'Leadership 360, autumn',
      templateId: template.id,
      departmentIds: [SALES.id],
      structureIds: [],
      positionIds: [],
      jobTitleIds: [],
      managementLevelIds: [SENIOR.id],
      userIds: [],
      userMaySeeReport: false,
      needsAssessorConfirmation: true,
      userMayAddExternal: false,
      includeAssessorTypeSettings: true,
    });
    expect(body.finishesOn).toMatch(/^2029-03-2[01]$/);
    expect(body.startsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body).not.toHaveProperty('companyId');
  });

  it.each(['fa', 'en'] as const)('puts the server’s field errors on their fields (%s)', async (lang) => {
    const text = TEXT[lang];
    const api = setup(lang, true);
    await fill(lang);
    await waitFor(() => expect(api.callsTo('admin/Round/Add')).toHaveLength(1));
    const select = screen.getByRole('combobox', { name: text.template });
    await waitFor(() => expect(select.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = select.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((x) => document.getElementById(x)?.textContent)).toContain(text.templateError);
    expect(screen.getByText(text.departmentError)).toBeTruthy();
    expect(document.activeElement).toBe(select);
  });
});
