import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useAction } from '../../lib/use-action.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { formatCount } from './report-format.ts';
import { BandBadge } from './band-badge.tsx';
import { textIn } from '@rira/contracts/local-text';
import type { ReportView } from './report-context.ts';
import { chooseDevelopment } from './report-api.ts';
import type { ReportOutline } from './report-outline.ts';
import { LabelledText, ReportSection, SectionNote, SubHeading } from './report-section.tsx';
import { KeptMarkup } from '../../lib/render-only.tsx';
import type { LanguageCode } from '@rira/contracts/language';
import type { Band } from '@rira/contracts/report-types';

const BAND_ORDER = { need: 0, middle: 1, strength: 2 } as const;

/**
 * Development guidance. The assessed person (on screen) ticks the competencies to work on and
 * saves; the server refuses more than `maxHard` hard ones and its message is shown as it is.
 * Everyone else, and every printout, sees the saved choice. Each choice shows its "skilled" text
 * as the goal, with the "unskilled" and "overused" texts as the two ways to miss it.
 *
 * The choice lives on `outline` (what the browser gets as data); the plan needs the competencies'
 * texts, so it comes from `view`, and while the browser has no document (`view` null, docs/decisions/019)
 * the server's plan is kept. A saved choice revalidates the page, which brings the document.
 */
export function DevelopmentSection({
  view,
  outline,
  lang,
  interactive,
  onSaved,
}: {
  view: ReportView | null;
  outline: Pick<ReportOutline, 'assessmentId' | 'development'>;
  lang: LanguageCode;
  interactive: boolean;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const development = outline.development;
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
          outline={outline}
          lang={lang}
          lastSaved={lastSaved}
          onSaved={(chosen) => {
            setLastSaved(chosen);
            onSaved?.();
          }}
        />
      ) : null}

      <SubHeading>{t('report.development.plan')}</SubHeading>
      <KeptMarkup>
        {view ? (
          <DevelopmentPlan
            view={view}
            shown={shown}
            none={t(development.canChoose && interactive ? 'report.development.noneYetYou' : 'report.development.noneYet')}
          />
        ) : null}
      </KeptMarkup>
      <p className="report-note">{t('report.development.advice')}</p>
    </ReportSection>
  );
}

/** The chosen competencies, each with its goal and the two ways to miss it. */
function DevelopmentPlan({ view, shown, none }: { view: ReportView; shown: string[]; none: string }) {
  const { t } = useTranslation();
  const { lang } = view;
  if (shown.length === 0) return <SectionNote>{none}</SectionNote>;
  return (
    <ol className="development-plan" data-testid="development-plan">
      {shown.map((id) => {
        const c = view.competency(id);
        if (!c) return null;
        const band = view.card(id)?.band ?? null;
        return (
          <li key={id}>
            <h4>
              {textIn(c.title, c.titleEn, lang)}
              {band ? <BandBadge band={band} t={t} /> : null}
              <Badge tone={c.isHard ? 'warning' : 'neutral'}>{textIn(c.difficultyTitle, c.difficultyTitleEn, lang)}</Badge>
            </h4>
            <p className="development-goal">
              <span>{`${t('report.development.goal')}: `}</span>
              {textIn(c.skilled, c.skilledEn, lang)}
            </p>
            <LabelledText label={t('report.texts.unskilled')}>{textIn(c.unskilled, c.unskilledEn, lang)}</LabelledText>
            <LabelledText label={t('report.texts.overused')}>{textIn(c.overused, c.overusedEn, lang)}</LabelledText>
          </li>
        );
      })}
    </ol>
  );
}

/** The assessed person's choice on screen: tick, save, and read the server's refusal as it is. */
function DevelopmentChoice({
  outline,
  lang,
  lastSaved,
  onSaved,
}: {
  outline: Pick<ReportOutline, 'assessmentId' | 'development'>;
  lang: LanguageCode;
  lastSaved: string[];
  onSaved: (chosen: string[]) => void;
}) {
  const { t } = useTranslation();
  const development = outline.development;
  const [selected, setSelected] = useState<string[]>(lastSaved);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The report is server-rendered: a box ticked before React takes over would be forgotten.
  const hydrated = useHydrated();
  const choose = useAction((chosen: string[]) => chooseDevelopment(outline.assessmentId, chosen), {
    onSuccess: (_result, chosen) => onSaved(chosen),
  });

  const hard = new Set(development.options.flatMap(([id, , isHard]) => (isHard ? [id] : [])));
  const hardCount = selected.filter((id) => hard.has(id)).length;
  const changed = selected.length !== lastSaved.length || selected.some((id) => !lastSaved.includes(id));

  const rank = (band: Band | null) => (band ? BAND_ORDER[band] : 1);
  const options = [...development.options].sort((a, b) => rank(a[3]) - rank(b[3]));

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
        {/*
          The boxes only once the page is live: they cannot be used before (the fieldset is disabled
          until then), and their competencies come with the page's data (the outline), so drawn on
          the server they would reach the browser twice (docs/decisions/019).
        */}
        {hydrated ? (
          <ul className="development-options">
            {options.map(([id, title, isHard, band]) => (
              <li key={id}>
                {/* The box inside its label: named by it without an id per competency. */}
                <label>
                  <input type="checkbox" checked={selected.includes(id)} onChange={(e) => toggle(id, e.currentTarget.checked)} />
                  <span>
                    {title}
                    {band ? <BandBadge band={band} t={t} /> : null}
                    {isHard ? <Badge tone="warning">{t('report.development.hard')}</Badge> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ) : null}
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
