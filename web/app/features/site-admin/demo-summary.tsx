import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { inboxApi, siteAdminKeys } from './site-admin-api.ts';

/** The demo requests' dashboard (Dashboard/Get): totals, then each product or service with requests. */
export function DemoSummary({ kind }: { kind: 'product' | 'service' }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data } = useQuery({ queryKey: siteAdminKeys.dashboard(kind), queryFn: () => inboxApi.dashboard(kind) });
  const titleId = `demo-summary-${kind}`;
  const figures = [
    { key: 'total', value: data?.total },
    { key: 'unseen', value: data?.unseen },
    { key: 'last30Days', value: data?.last30Days },
  ] as const;
  const offerings = (data?.perOffering ?? []).filter((o) => o.total > 0);
  const group = kind === 'product' ? 'products' : 'services';

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {t(`siteAdmin.inbox.summary.${kind}`)}
      </h2>
      <dl className="grid grid-cols-3 gap-2">
        {figures.map((f) => (
          <div key={f.key} className="flex flex-col gap-1 rounded-lg bg-page p-3">
            <dt className="text-xs text-ink-muted sm:text-sm">{t(`siteAdmin.inbox.summary.${f.key}`)}</dt>
            <dd className="text-xl font-bold">{f.value === undefined ? '…' : formatNumber(f.value, lang)}</dd>
          </div>
        ))}
      </dl>
      {offerings.length ? (
        <table className="w-full text-sm">
          <caption className="sr-only">{t(`siteAdmin.inbox.summary.per_${kind}`)}</caption>
          <thead>
            <tr className="text-ink-muted">
              <th scope="col" className="py-1 text-start font-medium">
                {t(kind === 'product' ? 'siteAdmin.inbox.product' : 'siteAdmin.inbox.service')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('siteAdmin.inbox.summary.total')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('siteAdmin.inbox.summary.unseen')}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t('siteAdmin.inbox.summary.last30Days')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {offerings.map((o) => (
              <tr key={o.id}>
                <th scope="row" className="py-1.5 text-start font-normal">
                  {t(`catalogue.${group}.${o.id}.name`, { defaultValue: o.id })}
                </th>
                <td className="py-1.5 text-end">{formatNumber(o.total, lang)}</td>
                <td className="py-1.5 text-end">{formatNumber(o.unseen, lang)}</td>
                <td className="py-1.5 text-end">{formatNumber(o.last30Days, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
