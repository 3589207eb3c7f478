import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toLatinDigits } from '@rira/contracts/persian-text';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';

/** «۳» typed with a Persian keyboard is 3. */
export const latinNumber = (value: unknown) => (typeof value === 'string' ? toLatinDigits(value.trim()) : value);

/**
 * A site list item's order (Persian digits accepted) and its "shown on the site" box, side by
 * side. `order` is `register('order', { setValueAs: latinNumber })`, `visible` `register('isVisible')`.
 */
export function OrderVisibleFields({
  idPrefix,
  order,
  orderError,
  visible,
}: {
  idPrefix: string;
  order: UseFormRegisterReturn;
  /** Already translated. */
  orderError: string | undefined;
  visible: UseFormRegisterReturn;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid items-end gap-4 sm:grid-cols-2">
      <Field id={`${idPrefix}-order`} label={t('siteAdmin.fields.order')} hint={t('siteAdmin.orderHint')} error={orderError}>
        {(c) => <Input {...c} dir="ltr" inputMode="numeric" autoComplete="off" {...order} />}
      </Field>
      <Checkbox id={`${idPrefix}-visible`} label={t('siteAdmin.fields.isVisible')} {...visible} />
    </div>
  );
}
