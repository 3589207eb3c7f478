import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Role } from '@rira/contracts/auth';
import type { Template } from '@rira/contracts/assessments';
import { COMPANY_ID, listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { TemplateFormPage } from './template-pages.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID = 'eeeeeeee-eeee-4eee-8eee-000000000001';
/** The company's own template, whose smallest group the system manager raised to 4. */
const RAISED: Template = {
  id: ID,
  companyId: COMPANY_ID,
  title: 'قالب فروش',
  titleEn: null,
  description: null,
  descriptionEn: null,
  competencies: [],
  factors: [],
  positionIds: [],
  structureIds: [],
  cardCount: 0,
  pileMaxima: { best: 0, mostly: 0, least: 0 },
  pileMaxBest: null,
  pileMaxMostly: null,
  pileMaxLeast: null,
  estimatedMinutes: 20,
  minGroupSize: 4,
  isActive: true,
};

async function saveAs(role: Role) {
  const api = mockApi({
    [`admin/AssessmentTemplate/Get/${ID}`]: () => ({ body: { data: RAISED, succeeded: true, message: null } }),
    'admin/AssessmentTemplate/Update': () => ({ body: { data: null, succeeded: true, message: 'ذخیره شد.' } }),
    'admin/Competency/GetAll': () => ({ body: listEnvelope([]) }),
    'admin/Factor/GetAll': () => ({ body: listEnvelope([]) }),
    'admin/Position/GetAll': () => ({ body: listEnvelope([]) }),
    'admin/Structure/GetAll': () => ({ body: listEnvelope([]) }),
  });
  renderAdmin(() => <TemplateFormPage templateId={ID} />, { role });
  const title = await screen.findByDisplayValue('قالب فروش');
  expect(title.id).toBe('template-title');
  fireEvent.change(title, { target: { value: 'قالب فروش ۱۴۰۵' } });
  fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
  await waitFor(() => expect(api.callsTo('admin/AssessmentTemplate/Update')).toHaveLength(1));
  return api.callsTo('admin/AssessmentTemplate/Update')[0]!.body as Record<string, unknown>;
}

describe('the template form and the smallest group a report shows', () => {
  it('never sends it for a company admin, so the value the system manager set stays', async () => {
    const body = await saveAs('companyAdmin');
    expect(body).toMatchObject({ id: ID, title: 'قالب فروش ۱۴۰۵' });
    expect(body).not.toHaveProperty('minGroupSize');
  });

  it('sends it for the system manager, who may change it', async () => {
    expect(await saveAs('systemManager')).toMatchObject({ id: ID, title: 'قالب فروش ۱۴۰۵', minGroupSize: 4 });
  });
});
