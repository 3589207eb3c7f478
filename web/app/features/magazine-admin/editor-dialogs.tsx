import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { Input } from '../../components/ui/input.tsx';
import { localDigits } from '../../lib/digits.ts';
import { useLang } from '../../lib/use-lang.ts';

/** The longest link address (as the backlinks' addresses). */
export const LINK_HREF_MAX = 2000;
/** The longest alternative text of a body image (as the cover's, `coverAlt` in the article schema). */
export const IMAGE_ALT_MAX = 200;

/** A body link goes to a web page (http, https) or opens a mail (mailto). */
export function isAllowedLinkHref(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === 'mailto:') return url.pathname.length > 0;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** An empty address removes the link. */
export const linkFormSchema = z.object({
  href: z
    .string()
    .trim()
    .max(LINK_HREF_MAX, { error: 'validation.tooLong' })
    .refine((v) => v === '' || isAllowedLinkHref(v), { error: 'articlesAdmin.editor.linkInvalid' }),
});
type LinkFormValues = z.output<typeof linkFormSchema>;

export const imageFormSchema = z.object({
  alt: z.string().trim().min(1, { error: 'validation.required' }).max(IMAGE_ALT_MAX, { error: 'validation.tooLong' }),
});
type ImageFormValues = z.output<typeof imageFormSchema>;

export interface LinkDialogProps {
  /** The link under the cursor, or '' for a new one. */
  initialHref: string;
  /** A checked address, or '' to remove the link. */
  onSubmit: (href: string) => void;
  onClose: () => void;
}

/** Adds, changes or removes the link on the editor's selection. */
export function LinkDialog({ initialHref, onSubmit, onClose }: LinkDialogProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LinkFormValues>({ resolver: zodResolver(linkFormSchema), defaultValues: { href: initialHref } });
  const submit = handleSubmit((values) => onSubmit(values.href));
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(initialHref ? 'articlesAdmin.editor.linkEditTitle' : 'articlesAdmin.editor.linkAddTitle')}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <Field
          id="editor-link-href"
          label={t('articlesAdmin.editor.linkHref')}
          hint={t('articlesAdmin.editor.linkHint')}
          error={errorText(errors.href)}
        >
          {(c) => <Input {...c} type="url" inputMode="url" dir="ltr" autoComplete="off" placeholder="https://" {...register('href')} />}
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          {initialHref ? (
            <Button variant="secondary" onClick={() => onSubmit('')}>
              {t('articlesAdmin.editor.linkRemove')}
            </Button>
          ) : (
            <span />
          )}
          <FormActions
            cancelLabel={t('articlesAdmin.common.cancel')}
            submitLabel={t('articlesAdmin.editor.linkSave')}
            onCancel={onClose}
            busy={false}
          />
        </div>
      </form>
    </Modal>
  );
}

export interface ImageDialogProps {
  /** The chosen image, uploaded only when the dialog is submitted. */
  file: File;
  /** Uploads and inserts; the dialog stays open with the problem shown when it throws. */
  onSubmit: (alt: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks for an image's alternative text (required) before it is uploaded and inserted. */
export function ImageDialog({ file, onSubmit, onClose }: ImageDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(preview), [preview]);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ImageFormValues>({ resolver: zodResolver(imageFormSchema), defaultValues: { alt: '' } });
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await onSubmit(values.alt);
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <Modal open onOpenChange={(open) => !open && !isSubmitting && onClose()} title={t('articlesAdmin.editor.imageTitle')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <img src={preview} alt="" className="max-h-48 w-full rounded-lg border border-line bg-page object-contain" />
        <Field
          id="editor-image-alt"
          label={t('articlesAdmin.editor.imageAlt')}
          hint={t('articlesAdmin.editor.imageAltHint', { max: localDigits(IMAGE_ALT_MAX, lang) })}
          error={errorText(errors.alt)}
        >
          {(c) => <Input {...c} autoComplete="off" maxLength={IMAGE_ALT_MAX} {...register('alt')} />}
        </Field>
        {problem ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            {problem}
          </p>
        ) : null}
        <FormActions
          cancelLabel={t('articlesAdmin.common.cancel')}
          submitLabel={t(isSubmitting ? 'articlesAdmin.editor.uploading' : 'articlesAdmin.editor.imageInsert')}
          onCancel={onClose}
          busy={isSubmitting}
        />
      </form>
    </Modal>
  );
}
