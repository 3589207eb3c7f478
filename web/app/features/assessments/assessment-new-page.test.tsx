import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Template } from '@rira/contracts/assessments';
import type { StructureItem } from '@rira/contracts/organisation';
import { listEnvelope, mockApi, renderAdmin } from '../../test/render-admin.tsx';
import { AssessmentNewPage } from './assessment-new-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const id = (n: number) => `eeeeeeee-eeee-4eee-8eee-${String(n).padStart(12, '0')}`;
const COMPANY = id(900);

const position = (n: number, title: string, titleEn: string): StructureItem => ({
  id: id(n),
  companyId: COMPANY,
  title,
  titleEn,
  order: n,
  isActive: true,
  usageCount: 3,
  createdAt: '2026-01-01T00:00:00Z',
});

const template = (n: number, title: string, positionIds: string[], structureIds: string[] = []): Template => ({
  id: id(n),
  companyId: COMPANY,
  title,
  titleEn: null,
  description: null,
  descriptionEn: null,
  competencies: [],
  factors: [],
  positionIds,
  structureIds,
  cardCount: 42,
  pileMaxima: { best: 14, mostly: 14, least: 14 },
  pileMaxBest: null,
  pileMaxMostly: null,
  pileMaxLeast: null,
  estimatedMinutes: 25,
  minGroupSize: 3,
  isActive: true,
});

const SALES = position(11, 'کارشناس فروش', 'Sales specialist');
const MANAGER = position(12, 'مدیر فروش', 'Sales manager');
const SUPPORT = position(13, 'کارشناس پشتیبانی', 'Support specialist');
const PLANT = position(21, 'کارخانهٔ کرج', 'Karaj plant');
const TEHRAN = position(22, 'دفتر تهران', 'Tehran office');
const HEAD = position(23, 'ستاد مرکزی', 'Head office');

function setup() {
  mockApi({
    'admin/AssessmentTemplate/GetAll': () => ({
      body: listEnvelope([
        template(1, 'قالب فروش', [SALES.id, MANAGER.id]),
        template(2, 'قالب عمومی', []),
        template(3, 'قالب کارخانه', [], [PLANT.id]),
        template(4, 'قالب فروش تهران', [SALES.id], [TEHRAN.id, PLANT.id]),
      ]),
    }),
    'admin/Position/GetAll': () => ({ body: listEnvelope([SALES, MANAGER, SUPPORT]) }),
    'admin/Structure/GetAll': () => ({ body: listEnvelope([PLANT, TEHRAN, HEAD]) }),
    'admin/Department/GetAll': () => ({ body: listEnvelope([]) }),
    'manager/applicationUser/GetAll': () => ({ body: listEnvelope([]) }),
  });
  renderAdmin(() => <AssessmentNewPage />);
}

const chosenIn = (picker: string) => () => {
  const list = screen.queryByRole('list', { name: `انتخاب‌شده‌ها: ${picker}` });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim())
    : [];
};
const chosenPositions = chosenIn('بر اساس پست');
const chosenStructures = chosenIn('بر اساس ساختار');

describe('a new assessment from a template (issue 15)', () => {
  it('offers the people in the template’s positions as its targets, and keeps positions the admin chose', async () => {
    setup();
    const select = await screen.findByRole('combobox', { name: 'عنوان قالب' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBe(5));
    fireEvent.change(select, { target: { value: id(1) } });
    await waitFor(() => expect(chosenPositions()).toEqual(['کارشناس فروش', 'مدیر فروش']));
    expect(screen.getByText(/این قالب برای ۲ پست سازمانی است/)).toBeTruthy();

    // Another template without positions takes back only what the first one offered.
    fireEvent.change(select, { target: { value: id(2) } });
    await waitFor(() => expect(chosenPositions()).toEqual([]));

    // Positions the admin chose by hand stay when a template is chosen.
    fireEvent.click(screen.getByRole('checkbox', { name: 'کارشناس پشتیبانی' }));
    await waitFor(() => expect(chosenPositions()).toEqual(['کارشناس پشتیبانی']));
    fireEvent.change(select, { target: { value: id(1) } });
    await waitFor(() => expect(screen.getByText(/این قالب برای ۲ پست سازمانی است/)).toBeTruthy());
    expect(chosenPositions()).toEqual(['کارشناس پشتیبانی']);
  });

  it('offers the people in the template’s structures too, beside its positions, and keeps structures the admin chose', async () => {
    setup();
    const select = await screen.findByRole('combobox', { name: 'عنوان قالب' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBe(5));
    await screen.findByRole('checkbox', { name: 'ستاد مرکزی' });
    fireEvent.change(select, { target: { value: id(3) } });
    await waitFor(() => expect(chosenStructures()).toEqual(['کارخانهٔ کرج']));
    expect(chosenPositions()).toEqual([]);
    expect(screen.getByText(/این قالب برای ۱ ساختار سازمانی است/)).toBeTruthy();

    // Positions and structures at once: both pickers, one hint naming both.
    fireEvent.change(select, { target: { value: id(4) } });
    await waitFor(() => expect(chosenStructures()).toEqual(['دفتر تهران', 'کارخانهٔ کرج']));
    expect(chosenPositions()).toEqual(['کارشناس فروش']);
    expect(screen.getByText(/این قالب برای ۱ پست سازمانی و ۲ ساختار سازمانی است/)).toBeTruthy();

    // A template without structures takes back what the previous one offered; the admin's own choice stays.
    fireEvent.change(select, { target: { value: id(2) } });
    await waitFor(() => expect(chosenStructures()).toEqual([]));
    fireEvent.click(screen.getByRole('checkbox', { name: 'ستاد مرکزی' }));
    await waitFor(() => expect(chosenStructures()).toEqual(['ستاد مرکزی']));
    fireEvent.change(select, { target: { value: id(3) } });
    await waitFor(() => expect(screen.getByText(/این قالب برای ۱ ساختار سازمانی است/)).toBeTruthy());
    expect(chosenStructures()).toEqual(['ستاد مرکزی']);
  });
});
