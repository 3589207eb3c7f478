import { useEffect, useMemo } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { Button } from './button.tsx';
import { FilePicker } from './file-picker.tsx';

export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** What the browser can tell before sending: the declared type and the size (the server checks the content). */
export function checkLogoFile(file: File): 'type' | 'size' | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}

/** The translated texts of one screen's logo picker. */
export interface LogoPickerTexts {
  label: string;
  /** The preview image's alt text. */
  preview: string;
  choose: string;
  replace: string;
  removeChosen: string;
  badType: string;
  tooLarge: string;
  /** Read by screen readers with the button (sizes and types), when the screen does not show it nearby. */
  hint?: string;
}

/**
 * One logo (a company's or a trusted company's, Persian or English): the current one or the
 * chosen file's preview, a button to choose or replace it, and the problem (too large, wrong type,
 * or the server's refusal, which the screen passes in).
 */
export function LogoPicker({
  id,
  texts,
  currentUrl,
  file,
  problem,
  onFile,
  onProblem,
}: {
  id: string;
  texts: LogoPickerTexts;
  currentUrl: string | null;
  file: File | null;
  problem: string | null;
  onFile: (file: File | null) => void;
  onProblem: (problem: string | null) => void;
}) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const shown = preview ?? currentUrl;
  const describedBy = [problem ? `${id}-error` : null, texts.hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="flex flex-col gap-2">
      <label className="text-sm font-medium" htmlFor={id}>
        {texts.label}
      </label>
      <div className="flex items-center gap-3">
        <div className="flex h-20 w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-line bg-white">
          {shown ? (
            <img src={shown} alt={texts.preview} className="size-full object-contain p-1" />
          ) : (
            <ImagePlus aria-hidden className="size-8 text-ink-muted" />
          )}
        </div>
        <div className="flex min-w-0 flex-col items-start gap-2">
          <FilePicker
            id={id}
            file={file}
            accept={LOGO_TYPES.join(',')}
            label={shown ? texts.replace : texts.choose}
            icon={<ImagePlus aria-hidden className="size-4" />}
            // The current logo shows what is there; "no file chosen" would only confuse.
            showChoice={file !== null || !currentUrl}
            aria-describedby={describedBy}
            aria-invalid={problem ? true : undefined}
            onChoose={(chosen) => {
              const issue = checkLogoFile(chosen);
              if (issue) {
                onProblem(issue === 'type' ? texts.badType : texts.tooLarge);
                onFile(null);
                return;
              }
              onProblem(null);
              onFile(chosen);
            }}
          />
          {file ? (
            <Button variant="ghost" size="sm" onClick={() => onFile(null)}>
              <X aria-hidden className="size-4" />
              {texts.removeChosen}
            </Button>
          ) : null}
        </div>
      </div>
      {texts.hint ? (
        <p id={`${id}-hint`} className="sr-only">
          {texts.hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
