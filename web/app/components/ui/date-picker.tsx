import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Popover } from 'radix-ui';
import { DayPicker as GregorianDayPicker, type ClassNames } from 'react-day-picker';
import { DayPicker as PersianDayPicker } from 'react-day-picker/persian';
import { CalendarDays, ChevronDown, ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/language';
import { localDigits } from '../../lib/digits.ts';
import {
  addMonths,
  birthYearRange,
  calendarOf,
  defaultYearRange,
  formatTypedDate,
  isIsoDate,
  isoToLocalDate,
  isoToParts,
  localDateToIso,
  parseTypedDate,
  partsToIso,
  tehranToday,
  type DateParts,
  type IsoDate,
} from '../../lib/dates.ts';
import { cn } from './cn.ts';
import { inputClasses } from './input.tsx';

export interface DatePickerProps {
  id: string;
  /** ISO `YYYY-MM-DD` (Gregorian), or null for no date. */
  value: IsoDate | null | undefined;
  onChange: (value: IsoDate | null) => void;
  onBlur?: () => void;
  /**
   * `birthDate`: this year back a century, no day after today, and with no date yet the calendar
   * opens on the list of years at 30 years ago (no "Today" button). Default: any date.
   */
  kind?: 'date' | 'birthDate';
  /** Year bounds in the screen's calendar; default: the current year −52 … +50 (seed spec §9), or the birth-date range. */
  minYear?: number;
  maxYear?: number;
  disabled?: boolean;
  name?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** Today in Tehran, for tests. */
  today?: IsoDate;
  ref?: React.Ref<HTMLInputElement>;
}

type View = 'month' | 'years';

const dayPickerClasses: Partial<ClassNames> = {
  root: 'text-ink',
  months: 'relative',
  month: 'flex flex-col',
  month_grid: 'w-full border-collapse',
  weekdays: '',
  weekday: 'size-10 pb-1 text-center text-xs font-medium text-ink-muted',
  week: '',
  day: 'p-0 text-center',
  day_button:
    'inline-flex size-10 items-center justify-center rounded-lg text-sm hover:bg-primary-50 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-primary-600',
  selected: '[&>button]:bg-primary-700 [&>button]:font-semibold [&>button]:text-white [&>button]:hover:bg-primary-800',
  today: '[&>button]:border [&>button]:border-primary-600 [&>button]:font-semibold',
  outside: '[&>button]:text-ink-muted/70',
  disabled: '[&>button]:cursor-not-allowed [&>button]:opacity-40',
  hidden: 'invisible',
};

function monthName(parts: DateParts, lang: LanguageCode): string {
  const iso = partsToIso({ ...parts, day: 1 }, calendarOf(lang))!;
  const locale = lang === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB';
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T12:00:00Z`));
}

/**
 * The Jalali date picker (seed spec §4): a keyboard field (accepted only when it is a real day, else
 * the value is empty) and a calendar in a popover with a month view and a years view, where
 * choosing a year returns to the month view. Persian: Solar Hijri months, Persian digits and the
 * Persian order year/month/day (۱۳۷۰/۰۹/۱۵ under the placeholder سال/ماه/روز); English: the
 * Gregorian calendar and dd/mm/yyyy. Value in and out: ISO `YYYY-MM-DD`.
 */
export function DatePicker({
  id,
  value,
  onChange,
  onBlur,
  kind = 'date',
  minYear,
  maxYear,
  disabled,
  name,
  today: todayProp,
  ref,
  ...aria
}: DatePickerProps) {
  const { t, i18n } = useTranslation();
  const lang: LanguageCode = i18n.language === 'en' ? 'en' : 'fa';
  const calendar = calendarOf(lang);
  const today = todayProp ?? tehranToday();
  const birth = kind === 'birthDate';
  const birthYears = birth ? birthYearRange(calendar, today) : null;
  const range = birthYears ?? defaultYearRange(calendar, today);
  const bounds = { minYear: minYear ?? range.minYear, maxYear: maxYear ?? range.maxYear };
  // The last day that can be picked: nobody is born after today.
  const latest = birth ? isoToParts(today, calendar)! : null;
  const current = isIsoDate(value) ? value : null;

  /** Whether the calendar may show this month: inside the years, and not after the latest day's month. */
  function canShow(parts: DateParts): boolean {
    if (parts.year < bounds.minYear || parts.year > bounds.maxYear) return false;
    return !latest || parts.year * 12 + parts.month <= latest.year * 12 + latest.month;
  }
  /** Where the calendar opens: the chosen date's month; else a birth date's plausible year, else today's month. */
  function opening(): { shown: DateParts; view: View } {
    if (current) return { shown: isoToParts(current, calendar)!, view: 'month' };
    if (birthYears) return { shown: { year: birthYears.openYear, month: 1, day: 1 }, view: 'years' };
    return { shown: isoToParts(today, calendar)!, view: 'month' };
  }

  // The typed text follows the value when it changes from outside (calendar, form reset, language).
  const [text, setText] = useState(() => formatTypedDate(current, lang));
  const [synced, setSynced] = useState<{ value: IsoDate | null; lang: LanguageCode }>({ value: current, lang });
  if (synced.value !== current || synced.lang !== lang) {
    setSynced({ value: current, lang });
    setText(formatTypedDate(current, lang));
  }
  const [touched, setTouched] = useState(false);
  const invalidText = text.trim() !== '' && parseTypedDate(text, calendar, bounds) === null;

  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>(() => opening().view);
  const [shown, setShown] = useState<DateParts>(() => opening().shown);
  const yearListRef = useRef<HTMLDivElement>(null);
  const ownId = useId();
  const headingId = `${ownId}-heading`;
  const invalidId = `${id}-invalid`;
  const placeholder = t('datePicker.placeholder');

  function emit(next: IsoDate | null) {
    setSynced({ value: next, lang });
    onChange(next);
  }

  function onType(next: string) {
    setText(next);
    const parsed = parseTypedDate(next, calendar, bounds);
    if (parsed !== current) emit(parsed);
  }

  function openCalendar(next: boolean) {
    if (next) {
      const start = opening();
      setShown(start.shown);
      setView(start.view);
    }
    setOpen(next);
  }

  function pick(date: Date | undefined) {
    if (!date) return;
    const iso = localDateToIso(date);
    setText(formatTypedDate(iso, lang));
    emit(iso);
    setOpen(false);
  }

  function moveMonth(delta: number) {
    const next = addMonths(shown, delta, calendar);
    if (canShow(next)) setShown(next);
  }

  function chooseYear(year: number) {
    // This year's months after today's have no day to pick for a birth date: it opens on today's.
    setShown((s) => (canShow({ year, month: s.month, day: 1 }) || !latest ? { year, month: s.month, day: 1 } : { ...latest, day: 1 }));
    setView('month');
  }

  const years = Array.from({ length: bounds.maxYear - bounds.minYear + 1 }, (_, i) => bounds.minYear + i);

  function onYearsKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(yearListRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const rtl = lang === 'fa';
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      ArrowDown: 4,
      ArrowUp: -4,
      Home: -index,
      End: buttons.length - 1 - index,
    };
    const delta = step[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, index + delta))]?.focus();
  }

  const shownMonth = isoToLocalDate(partsToIso({ ...shown, day: 1 }, calendar)!);
  const startMonth = isoToLocalDate(partsToIso({ year: bounds.minYear, month: 1, day: 1 }, calendar)!);
  const endMonth = latest ? isoToLocalDate(today) : isoToLocalDate(partsToIso({ year: bounds.maxYear, month: 12, day: 1 }, calendar)!);
  const dayPickerProps = {
    mode: 'single' as const,
    selected: current ? isoToLocalDate(current) : undefined,
    onSelect: pick,
    month: shownMonth,
    onMonthChange: (date: Date) => setShown(isoToParts(localDateToIso(date), calendar)!),
    startMonth,
    endMonth,
    today: isoToLocalDate(today),
    disabled: latest ? { after: isoToLocalDate(today) } : undefined,
    hideNavigation: true,
    showOutsideDays: false,
    autoFocus: true,
    classNames: dayPickerClasses,
    components: { MonthCaption: () => <></> },
  };
  const PrevIcon = lang === 'fa' ? ChevronRight : ChevronLeft;
  const NextIcon = lang === 'fa' ? ChevronLeft : ChevronRight;
  const describedBy = [aria['aria-describedby'], touched && invalidText ? invalidId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-1">
      <Popover.Root open={open} onOpenChange={openCalendar}>
        <Popover.Anchor className="relative">
          <input
            ref={ref}
            id={id}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            disabled={disabled}
            placeholder={placeholder}
            value={text}
            aria-invalid={aria['aria-invalid'] || (touched && invalidText) || undefined}
            aria-describedby={describedBy}
            onChange={(e) => onType(e.target.value)}
            onBlur={() => {
              setTouched(true);
              onBlur?.();
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' && e.altKey) {
                e.preventDefault();
                openCalendar(true);
              }
            }}
            // The field is LTR inside a page of either direction: digits and slashes read left to right
            // (۱۳۷۰/۰۹/۱۵ as well as 06/12/1991), and the Persian placeholder سال/ماه/روز is one
            // right-to-left run that reads year first like the date. Its buttons sit at the page's
            // end side, so the padding is on that physical side.
            className={cn(inputClasses, lang === 'fa' ? 'pl-24 text-right' : 'pr-24 text-left')}
          />
          <div className="absolute inset-y-0 end-1 flex items-center gap-0.5">
            {text ? (
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  setText('');
                  emit(null);
                }}
                className="inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-primary-50 hover:text-ink"
                aria-label={t('datePicker.clear')}
              >
                <X aria-hidden className="size-4" />
              </button>
            ) : null}
            <Popover.Trigger
              disabled={disabled}
              className="inline-flex size-9 items-center justify-center rounded-md text-primary-700 hover:bg-primary-50"
              aria-label={t('datePicker.openCalendar')}
            >
              <CalendarDays aria-hidden className="size-5" />
            </Popover.Trigger>
          </div>
        </Popover.Anchor>
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={6}
            collisionPadding={8}
            aria-labelledby={headingId}
            role="dialog"
            dir={lang === 'fa' ? 'rtl' : 'ltr'}
            className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-xl border border-line bg-surface p-3 shadow-lg"
          >
            <div className="mb-2 flex items-center justify-between gap-2">
              {view === 'month' ? (
                <button
                  type="button"
                  onClick={() => moveMonth(-1)}
                  disabled={!canShow(addMonths(shown, -1, calendar))}
                  className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-40"
                  aria-label={t('datePicker.previousMonth')}
                >
                  <PrevIcon aria-hidden className="size-5" />
                </button>
              ) : (
                <span className="size-10" />
              )}
              <button
                type="button"
                id={headingId}
                onClick={() => setView(view === 'month' ? 'years' : 'month')}
                aria-expanded={view === 'years'}
                aria-label={t(view === 'month' ? 'datePicker.chooseYear' : 'datePicker.backToMonth', {
                  month: monthName(shown, lang),
                  year: localDigits(shown.year, lang),
                })}
                // Drawn as the button it is (a border and a chevron): newcomers stepped a year month by
                // month, not seeing that the caption opens the years.
                className="inline-flex min-h-10 items-center gap-1 rounded-lg border border-line px-3 font-semibold hover:bg-primary-50"
              >
                {view === 'month' ? `${monthName(shown, lang)} ${localDigits(shown.year, lang)}` : localDigits(shown.year, lang)}
                <ChevronDown aria-hidden className={cn('size-4 text-ink-muted transition-transform', view === 'years' && 'rotate-180')} />
              </button>
              {view === 'month' ? (
                <button
                  type="button"
                  onClick={() => moveMonth(1)}
                  disabled={!canShow(addMonths(shown, 1, calendar))}
                  className="inline-flex size-10 items-center justify-center rounded-lg hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-40"
                  aria-label={t('datePicker.nextMonth')}
                >
                  <NextIcon aria-hidden className="size-5" />
                </button>
              ) : (
                <span className="size-10" />
              )}
            </div>

            {view === 'month' ? (
              lang === 'fa' ? (
                <PersianDayPicker {...dayPickerProps} dir="rtl" />
              ) : (
                <GregorianDayPicker {...dayPickerProps} dir="ltr" />
              )
            ) : (
              <div
                ref={(node) => {
                  yearListRef.current = node;
                  const chosen = node?.querySelector<HTMLButtonElement>('[aria-pressed="true"]');
                  if (chosen && !node?.contains(document.activeElement)) {
                    chosen.focus();
                    chosen.scrollIntoView?.({ block: 'center' });
                  }
                }}
                role="group"
                aria-label={t('datePicker.years')}
                onKeyDown={onYearsKeyDown}
                className="grid max-h-72 grid-cols-4 gap-1 overflow-y-auto p-0.5"
              >
                {years.map((year) => (
                  <button
                    key={year}
                    type="button"
                    aria-pressed={year === shown.year}
                    onClick={() => chooseYear(year)}
                    className={cn(
                      'min-h-10 rounded-lg text-sm hover:bg-primary-50',
                      year === shown.year && 'bg-primary-700 font-semibold text-white hover:bg-primary-800',
                    )}
                  >
                    {localDigits(year, lang)}
                  </button>
                ))}
              </div>
            )}
            <div className="mt-2 flex justify-between gap-2 border-t border-line pt-2">
              {birth ? (
                <span />
              ) : (
                <button
                  type="button"
                  className="min-h-10 rounded-lg px-3 text-sm font-medium text-primary-700 hover:bg-primary-50"
                  onClick={() => pick(isoToLocalDate(today))}
                >
                  {t('datePicker.today')}
                </button>
              )}
              <Popover.Close className="min-h-10 rounded-lg px-3 text-sm hover:bg-primary-50">{t('common.close')}</Popover.Close>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {touched && invalidText ? (
        <p id={invalidId} className="text-sm font-medium text-danger">
          {t('datePicker.invalid')}
        </p>
      ) : null}
    </div>
  );
}
