import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DemoSummary } from './demo-summary.tsx';

/** The dashboard's share of the inbox: both demo summaries (Dashboard/Get) and the way to the requests. */
export function DemoRequestsDashboard() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="demo-requests-dashboard" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="demo-requests-dashboard" className="text-xl font-bold">
          {t('siteAdmin.dashboard.title')}
        </h2>
        <Link
          to="/admin/form-submission?tab=productDemo"
          className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 font-medium text-primary-700 hover:bg-primary-50"
        >
          <Inbox aria-hidden className="size-5" />
          {t('siteAdmin.dashboard.openInbox')}
        </Link>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <DemoSummary kind="product" />
        <DemoSummary kind="service" />
      </div>
    </section>
  );
}
