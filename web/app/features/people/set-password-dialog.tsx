import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { adminSetPasswordSchema } from '@rira/contracts/organisation';
import { Button } from '../../components/ui/button.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useAction } from '../../lib/use-action.ts';
import { peopleApi } from './people-api.ts';

type Values = z.input<typeof adminSetPasswordSchema>;

/** The system manager or company admin sets someone's password (e.g. before handing an account over). */
export function SetPasswordDialog({
  personId,
  companyId,
  name,
  onClose,
}: {
  personId: string;
  companyId?: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, z.output<typeof adminSetPasswordSchema>>({
    resolver: zodResolver(adminSetPasswordSchema),
    defaultValues: { id: personId, companyId, newPassword: '', repeatPassword: '' },
  });

  // Nothing on screen shows the password: no query to read again.
  const setPassword = useAction((values: z.output<typeof adminSetPasswordSchema>) => peopleApi.setPassword(values), {
    onSuccess: () => onClose(),
    form: { setError, fields: ['newPassword', 'repeatPassword'] },
  });
  const onSubmit = handleSubmit((values) => setPassword.fire(values));

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('people.setPassword.title')}
      description={t('people.setPassword.intro', { name })}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        <Field id="set-password-new" label={t('people.setPassword.new')} hint={t('password.hint')} error={errorText(errors.newPassword)}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" dir="ltr" {...register('newPassword')} />}
        </Field>
        <Field id="set-password-repeat" label={t('people.setPassword.repeat')} error={errorText(errors.repeatPassword)}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" dir="ltr" {...register('repeatPassword')} />}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={setPassword.busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={setPassword.busy}>
            {t('people.setPassword.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
