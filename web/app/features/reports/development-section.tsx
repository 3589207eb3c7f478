import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAction } from '../../lib/use-action.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { bandTone, formatCount } from './report-format.ts';
import { localText } from '../../lib/local-text.tsx';
import type { ReportView } from './report-context.ts';
import { chooseDevelopment } from './report-api.ts';
import { ReportSection, SectionNote, SubHeading } from './report-section.tsx';

const BAND_ORDER = { need: 0, middle: 1, strength: 2 } as const;

/**
 * Development guidance. The assessed person (on screen) ticks the competencies to work on and
 * saves; the server refuses more than `maxHard` hard ones and its message is shown as it is.
 * Everyone else, and every printout, sees the saved choice. Each choice shows its "skilled" text
 * as the goal, with the "unskilled" and "overused" texts as the two ways to miss it.
 */
export function DevelopmentSection({ view, interactive, onSaved }: { view: ReportView; interactive: boolean; onSaved?: () => void }) {
  const { t } = useTranslation();
  const { doc, lang } = view;
  const development = doc.development;
  const canChoose = interactive && development.canChoose;
  const [lastSaved, setLastSaved] = useState<string[]>(development.chosen);

  const shown = canChoose ? lastSaved : development.chosen;

  return (
    <ReportSection
      id="report-development"
      title={t('report.development.title')}
      intro={t('report.development.intro', { max: formatCount(development.maxHard, lang), count: development.maxHard })}
    >
      {canChoose ? (
        <DevelopmentChoice
          view={view}
          lastSaved={lastSaved}
          onSaved={(chosen) => {
            setLastSaved(chosen);
            onSaved?.();
          }}
        />
      ) : null}

      <SubHeading>{t('report.development.plan')}</SubHeading>
      {shown.length === 0 ? (
        <SectionNote>
          {t(development.canChoose && interactive ? 'report.development.noneYetYou' : 'report.development.noneYet')}
        </SectionNote>
      ) : (
        <ol className="flex flex-col gap-4" data-testid="development-plan">
          {shown.map((id) => {
            const c = view.competency(id);
            if (!c) return null;
            const band = view.card(id)?.band ?? null;
            return (
              <li key={id} className="flex flex-col gap-2 rounded-xl border border-line p-4 break-inside-avoid">
                <h4 className="flex flex-wrap items-center gap-2 font-semibold">
                  {localText(c.title, c.titleEn, lang)}
                  {band ? <Badge tone={bandTone(band)}>{t(`report.bands.${band}`)}</Badge> : null}
                  <Badge tone={c.isHard ? 'warning' : 'neutral'}>{localText(c.difficultyTitle, c.difficultyTitleEn, lang)}</Badge>
                </h4>
                <p className="rounded-lg bg-[#ecfdf3] px-3 py-2 text-sm leading-7 print:[print-color-adjust:exact]">
                  <span className="font-semibold text-success">{t('report.development.goal')}: </span>
                  {localText(c.skilled, c.skilledEn, lang)}
                </p>
                <p className="text-sm leading-7 text-ink-muted">
                  <span className="font-medium text-ink">{t('report.texts.unskilled')}: </span>
                  {localText(c.unskilled, c.unskilledEn, lang)}
                </p>
                <p className="text-sm leading-7 text-ink-muted">
                  <span className="font-medium text-ink">{t('report.texts.overused')}: </span>
                  {localText(c.overused, c.overusedEn, lang)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <p className="text-sm leading-7 text-ink-muted">{t('report.development.advice')}</p>
    </ReportSection>
  );
}

/** The assessed person's choice on screen: tick, save, and read the server's refusal as it is. */
function DevelopmentChoice({ view, lastSaved, onSaved }: { view: ReportView; lastSaved: string[]; onSaved: (chosen: string[]) => void }) {
  const { t } = useTranslation();
  const { doc, lang } = view;
  const development = doc.development;
  const [selected, setSelected] = useState<string[]>(lastSaved);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The report is server-rendered: a box ticked before React takes over would be forgotten.
  const hydrated = useHydrated();
  const choose = useAction((chosen: string[]) => chooseDevelopment(doc.assessmentId, chosen), {
    onSuccess: (_result, chosen) => onSaved(chosen),
  });

  const hardCount = selected.filter((id) => view.competency(id)?.isHard).length;
  const changed = selected.length !== lastSaved.length || selected.some((id) => !lastSaved.includes(id));

  const options = [...doc.competencies].sort((a, b) => {
    const ra = view.card(a.id)?.band;
    const rb = view.card(b.id)?.band;
    return (ra ? BAND_ORDER[ra] : 1) - (rb ? BAND_ORDER[rb] : 1);
  });

  function toggle(id: string, on: boolean) {
    setRefusal(null);
    setSelected((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  }

  async function save() {
    setRefusal(null);
    try {
      await choose.run(selected);
    } catch (error) {
      // The server's own message (e.g. more than two hard ones), in the reader's language.
      if (error instanceof ApiError) setRefusal(error.message);
      else throw error;
    }
  }

  return (
    <form
      className="flex flex-col gap-3 rounded-xl border border-line p-4 no-print"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      aria-describedby="development-hint"
    >
      <fieldset className="flex flex-col gap-2" disabled={!hydrated}>
        <legend className="mb-2 font-semibold">{t('report.development.choose')}</legend>
        <p
          id="development-hint"
          className={`text-sm ${hardCount > development.maxHard ? 'font-semibold text-warning-ink' : 'text-ink-muted'}`}
          aria-live="polite"
        >
          {t('report.development.hardCount', { n: formatCount(hardCount, lang), max: formatCount(development.maxHard, lang) })}
        </p>
        <ul className="grid gap-x-4 gap-y-1 md:grid-cols-2">
          {options.map((c) => {
            const band = view.card(c.id)?.band ?? null;
            const inputId = `develop-${c.id}`;
            return (
              <li key={c.id}>
                <label htmlFor={inputId} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-page">
                  <input
                    id={inputId}
                    type="checkbox"
                    className="size-5 shrink-0 cursor-pointer accent-primary-700"
                    checked={selected.includes(c.id)}
                    onChange={(e) => toggle(c.id, e.currentTarget.checked)}
                  />
                  <span className="flex flex-1 flex-wrap items-center gap-1.5 text-sm">
                    {localText(c.title, c.titleEn, lang)}
                    {band ? <Badge tone={bandTone(band)}>{t(`report.bands.${band}`)}</Badge> : null}
                    {c.isHard ? <Badge tone="warning">{t('report.development.hard')}</Badge> : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {refusal ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-4 py-3 text-sm font-medium text-danger" data-testid="development-refusal">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={choose.busy || !changed}>
          {t(choose.busy ? 'report.development.saving' : 'report.development.save')}
        </Button>
        {!changed && lastSaved.length > 0 ? <span className="text-sm text-ink-muted">{t('report.development.saved')}</span> : null}
      </div>
    </form>
  );
}
