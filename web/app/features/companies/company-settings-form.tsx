import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CompanySettings } from '@rira/contracts/organisation';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { useAction } from '../../lib/use-action.ts';
import { companySettingsApi, companySettingsKeys } from './company-settings-api.ts';

/**
 * Whether the company's invitations and reminders also go by SMS to assessors with a mobile (issue
 * 23, docs/decisions/034): on the company admin's settings page (their company) and on the system
 * manager's company page (`companyId`).
 */
export function CompanySmsSettings({ companyId }: { companyId?: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: companySettingsKeys.one(companyId),
    queryFn: ({ signal }) => companySettingsApi.get(companyId, signal),
  });
  return (
    <section aria-labelledby="company-sms-settings" className="rounded-xl border border-line bg-surface p-4 shadow-sm md:p-6">
      <h2 id="company-sms-settings" className="flex items-center gap-2 text-lg font-semibold">
        <MessageSquareText aria-hidden className="size-5 text-primary-700" />
        {t('companySettings.sms.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-ink-muted">{t('companySettings.sms.intro')}</p>
      {query.isPending ? (
        <p className="py-4 text-ink-muted">{t('common.loading')}</p>
      ) : query.isError ? (
        <p role="alert" className="py-4 text-danger">
          {t('companySettings.loadFailed')}
        </p>
      ) : (
        <SmsSettingsForm key={query.dataUpdatedAt} companyId={companyId} settings={query.data} />
      )}
    </section>
  );
}

function SmsSettingsForm({ companyId, settings }: { companyId?: string; settings: CompanySettings }) {
  const { t } = useTranslation();
  const [smsInvitations, setInvitations] = useState(settings.smsInvitations);
  const [smsReminders, setReminders] = useState(settings.smsReminders);
  const save = useAction(() => companySettingsApi.update({ ...(companyId ? { companyId } : {}), smsInvitations, smsReminders }), {
    invalidates: [companySettingsKeys.one(companyId)],
  });
  const changed = smsInvitations !== settings.smsInvitations || smsReminders !== settings.smsReminders;
  return (
    <form
      className="mt-3 flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        save.fire();
      }}
    >
      <Checkbox
        id="sms-invitations"
        label={t('companySettings.sms.invitations')}
        checked={smsInvitations}
        onChange={(event) => setInvitations(event.target.checked)}
      />
      <Checkbox
        id="sms-reminders"
        label={t('companySettings.sms.reminders')}
        checked={smsReminders}
        onChange={(event) => setReminders(event.target.checked)}
      />
      <p className="max-w-3xl text-sm text-ink-muted">{t('companySettings.sms.hint')}</p>
      <div className="mt-2">
        <Button type="submit" disabled={!changed || save.busy}>
          {t('org.actions.save')}
        </Button>
      </div>
    </form>
  );
}
