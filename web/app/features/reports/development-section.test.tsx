import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '../../test/render-admin.tsx';
import { renderAt, testQueryClient } from '../../test/render.tsx';
import { reportView } from './report-context.ts';
import { DevelopmentSection } from './development-section.tsx';
import { outlineOf } from './report-outline.ts';
import { CARD, testDocument } from './test-report.ts';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
afterEach(() => vi.unstubAllGlobals());

const REFUSAL = 'بیش از دو شایستگیِ دشوار برای توسعه را هم‌زمان انتخاب نکنید.';
const PATH = 'user/Report/ChooseDevelopment';

/** The server's rule, as the API applies it: more than two hard ones is a 400 with its message. */
function serverRule(body: unknown) {
  const ids = (body as { competencyIds: string[] }).competencyIds;
  const hard = ids.filter((id) => [CARD(1), CARD(2), CARD(3)].includes(id)).length;
  if (hard > 2)
    return {
      status: 400,
      body: { succeeded: false, message: REFUSAL, errors: [{ field: 'competencyIds', code: 'tooManyHard', message: REFUSAL }] },
    };
  return { body: { data: null, succeeded: true, message: 'انتخاب شما ثبت شد.' } };
}

function renderSection(doc = testDocument(), interactive = true) {
  const onSaved = vi.fn();
  renderAt(
    () => (
      <DevelopmentSection
        view={reportView(doc, 'fa')}
        outline={outlineOf(doc, 'fa')}
        lang="fa"
        interactive={interactive}
        onSaved={onSaved}
      />
    ),
    {
      queryClient: testQueryClient(),
    },
  );
  return { onSaved };
}

const tick = (name: string) => fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(name) }));

describe('development choice', () => {
  it('shows the server’s refusal of a third hard competency and keeps the choice unsaved', async () => {
    const api = mockApi({ [PATH]: serverRule });
    const { onSaved } = renderSection();
    tick('ترسیم چشم‌انداز');
    tick('بازخورد دادن');
    tick('تفویض اختیار');
    expect(screen.getByText('شایستگی‌های دشوارِ انتخاب‌شده: ۳ (حداکثر ۲)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ثبت انتخاب' }));

    expect((await screen.findByRole('alert')).textContent).toBe(REFUSAL);
    expect(api.callsTo(PATH)).toHaveLength(1);
    expect(api.callsTo(PATH)[0]!.body).toEqual({ assessmentId: testDocument().assessmentId, competencyIds: [CARD(1), CARD(2), CARD(3)] });
    expect(onSaved).not.toHaveBeenCalled();
    // Nothing was saved: the plan is still empty.
    expect(screen.queryByTestId('development-plan')).toBeNull();

    // Two hard ones and an easy one are accepted; each shows its skilled text as the goal.
    tick('تفویض اختیار');
    tick('گوش دادن');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ثبت انتخاب' }));
    const plan = await screen.findByTestId('development-plan');
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(within(plan).getAllByRole('listitem')).toHaveLength(3);
    expect(within(plan).getByText('هدف ماهرانهٔ ترسیم چشم‌انداز')).toBeTruthy();
    expect(within(plan).getByText('کمبود گوش دادن')).toBeTruthy();
    expect(within(plan).getByText('زیاده‌روی بازخورد دادن')).toBeTruthy();
    expect(api.callsTo(PATH)[1]!.body).toEqual({ assessmentId: testDocument().assessmentId, competencyIds: [CARD(1), CARD(2), CARD(4)] });
  });

  it('lets only the assessed person choose; others and printouts see the saved plan', () => {
    renderSection(testDocument({ development: { chosen: [CARD(4)], canChoose: false, maxHard: 2 } }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(within(screen.getByTestId('development-plan')).getByText('هدف ماهرانهٔ گوش دادن')).toBeTruthy();
  });

  it('says so when nothing has been chosen yet', () => {
    renderSection(testDocument({ development: { chosen: [], canChoose: false, maxHard: 2 } }), false);
    expect(screen.getByText('ارزیابی‌شونده هنوز شایستگی‌ای را برای توسعه انتخاب نکرده است.')).toBeTruthy();
  });
});
