import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { otpRequestSchema, type OtpRequest, type OtpSent } from '@rira/contracts/auth';
import { Button } from '../../components/ui/button.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { applyServerFieldErrors } from '../../lib/form-errors.ts';
import { ClientForm } from '../../components/ui/client-form.tsx';

export interface PhoneStepFormProps {
  idPrefix: string;
  defaultPhone?: string;
  submitLabel: string;
  hint?: string;
  send: (input: OtpRequest) => Promise<OtpSent>;
  onSent: (phone: string, sent: OtpSent) => void;
}

/** Step one of the code flows: the mobile number the code goes to. */
export function PhoneStepForm({ idPrefix, defaultPhone = '', submitLabel, hint, send, onSent }: PhoneStepFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpRequest>({
    resolver: zodResolver(otpRequestSchema),
    defaultValues: { PhoneNumber: defaultPhone },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      onSent(values.PhoneNumber, await send(values));
    } catch (error) {
      applyServerFieldErrors(error, setError, ['PhoneNumber']);
    }
  });

  return (
    <ClientForm noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <Field id={`${idPrefix}-phone`} label={t('auth.otp.mobile')} hint={hint} error={errorText(errors.PhoneNumber)}>
        {(control) => (
          <Input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder={t('auth.otp.mobilePlaceholder')}
            {...register('PhoneNumber')}
          />
        )}
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {submitLabel}
      </Button>
    </ClientForm>
  );
}
