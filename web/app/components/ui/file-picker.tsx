import type { ReactNode } from 'react';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button.tsx';
import { cn } from './cn.ts';

export interface FilePickerProps {
  id: string;
  /** The chosen file (its name is shown), or null: «فایلی انتخاب نشده» / "No file chosen". */
  file: File | null;
  /** Called with the file the person chose; the screen checks it and keeps it (or not). */
  onChoose: (file: File) => void;
  accept?: string;
  /** The button's text; default «انتخاب فایل» / "Choose a file". */
  label?: string;
  /** An icon before the button's text (default: a paper clip). */
  icon?: ReactNode;
  /** False when something else shows the choice (a preview image): no name or "no file" line. */
  showChoice?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Said to assistive technology (`aria-required`), not enforced by the browser: the input is
   * emptied after each choice (the screen keeps the file), so the screen disables its submit
   * until a file is chosen.
   */
  required?: boolean;
  disabled?: boolean;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** When the field's name is elsewhere on the screen (a heading or a span), not in a `<label>`. */
  'aria-labelledby'?: string;
}

/**
 * The one file input of the panel, instead of the browser's own (which says "Choose File / No
 * file chosen" in the browser's language, whatever the page's). The real `<input type="file">`
 * stays in the page, visually hidden inside a label that looks like a button: it keeps the
 * keyboard focus (Enter or Space opens the system's file chooser) and what tests and assistive
 * technology expect of a file input. Next to it, the chosen file's
 * name or «فایلی انتخاب نشده», which the input's description also reads out. Another `<label
 * htmlFor={id}>` may name the field as usual.
 */
export function FilePicker({
  id,
  file,
  onChoose,
  accept,
  label,
  icon,
  showChoice = true,
  variant = 'secondary',
  size = 'sm',
  required,
  disabled,
  className,
  ...aria
}: FilePickerProps) {
  const { t } = useTranslation();
  const choiceId = `${id}-choice`;
  const describedBy = [aria['aria-describedby'], showChoice ? choiceId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <label
        className={buttonClasses(
          variant,
          size,
          cn(
            'relative shrink-0 cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
            disabled && 'cursor-not-allowed opacity-60',
          ),
        )}
      >
        <input
          id={id}
          type="file"
          accept={accept}
          aria-required={required || undefined}
          disabled={disabled}
          className="sr-only"
          aria-describedby={describedBy}
          aria-invalid={aria['aria-invalid'] || undefined}
          aria-labelledby={aria['aria-labelledby']}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            // Cleared, so that choosing the same file again (after a refusal) is a change too.
            event.target.value = '';
            if (chosen) onChoose(chosen);
          }}
        />
        {icon ?? <Paperclip aria-hidden className="size-4" />}
        {label ?? t('filePicker.choose')}
      </label>
      {showChoice ? (
        <span id={choiceId} className={cn('min-w-0 truncate text-sm', file ? 'text-ink' : 'text-ink-muted')}>
          {file ? (
            <>
              <span className="sr-only">{t('filePicker.chosen')} </span>
              <bdi>{file.name}</bdi>
            </>
          ) : (
            t('filePicker.none')
          )}
        </span>
      ) : null}
    </div>
  );
}
