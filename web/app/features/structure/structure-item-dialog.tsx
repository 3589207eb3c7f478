import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { structureInputSchema, type StructureInput, type StructureItem, type StructureKind } from '@rira/contracts/organisation';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useAction } from '../../lib/use-action.ts';
import { structureApi, structureKeys } from './structure-api.ts';

type Values = StructureInput;
type Output = z.output<typeof structureInputSchema>;

/** Add or edit one department, structure, position, job title or management level. */
export function StructureItemDialog({
  kind,
  item,
  companyId,
  nextOrder,
  onClose,
  onSaved,
}: {
  kind: StructureKind;
  item: StructureItem | null;
  companyId: string | undefined;
  nextOrder: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(structureInputSchema),
    defaultValues: item
      ? { title: item.title, titleEn: item.titleEn ?? '', isActive: item.isActive }
      : { title: '', titleEn: '', isActive: true },
  });

  const save = useAction(
    (values: Output) =>
      item
        ? structureApi.update(kind, {
            id: item.id,
            title: values.title,
            titleEn: values.titleEn ?? null,
            isActive: values.isActive,
            order: item.order,
          })
        : structureApi.add(kind, { ...values, companyId, order: nextOrder }),
    { invalidates: [structureKeys.all], onSuccess: () => onSaved(), form: { setError, fields: ['title', 'titleEn', 'isActive'] } },
  );
  const onSubmit = handleSubmit((values) => save.fire(values));

  const prefix = `structure-${kind}`;
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t(item ? `structure.${kind}.editTitle` : `structure.${kind}.add`)}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <Field id={`${prefix}-title`} label={t('structure.fields.title')} error={errorText(errors.title)}>
          {(control) => <Input {...control} autoComplete="off" {...register('title')} />}
        </Field>
        <Field id={`${prefix}-title-en`} label={t('structure.fields.titleEn')} hint={t('org.optional')} error={errorText(errors.titleEn)}>
          {(control) => <Input {...control} dir="ltr" lang="en" autoComplete="off" {...register('titleEn')} />}
        </Field>
        <Checkbox id={`${prefix}-active`} label={t('structure.fields.isActive')} {...register('isActive')} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={save.busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={save.busy}>
            {t('org.actions.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
