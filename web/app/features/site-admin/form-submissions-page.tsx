import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { INBOX_KINDS, type InboxKind } from '@rira/contracts/site/admin-site';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { DemoSummary } from './demo-summary.tsx';
import { InboxList } from './inbox-list.tsx';
import { useLang } from '../../lib/use-lang.ts';
import { PageHeader } from '../../components/admin/page-header.tsx';

/**
 * /admin/form-submission: what visitors sent, in three tabs (contact form, product demos,
 * service demos). The tab is in the address (`?tab=`); switching tabs starts its list afresh.
 */
export function FormSubmissionsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab') as InboxKind | null;
  const tab: InboxKind = tabParam && INBOX_KINDS.includes(tabParam) ? tabParam : 'formSubmission';

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader title={t('siteAdmin.inbox.title')} intro={t('siteAdmin.inbox.intro')} />
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === 'formSubmission' ? {} : { tab: next }, { replace: true, preventScrollReset: true })}
        dir={lang === 'fa' ? 'rtl' : 'ltr'}
      >
        {/* A tab list scrolls itself: the arrow keys move between tabs and bring the focused one into view. */}
        {/* eslint-disable-next-line no-restricted-syntax */}
        <TabList aria-label={t('siteAdmin.inbox.title')} className="overflow-x-auto">
          {INBOX_KINDS.map((kind) => (
            <Tab key={kind} value={kind}>
              {t(`siteAdmin.inbox.tabs.${kind}`)}
            </Tab>
          ))}
        </TabList>
        {INBOX_KINDS.map((kind) => (
          <TabPanel key={kind} value={kind} className="flex flex-col gap-5">
            {kind === tab ? (
              <>
                {kind === 'productDemo' ? <DemoSummary kind="product" /> : null}
                {kind === 'serviceDemo' ? <DemoSummary kind="service" /> : null}
                <InboxList key={kind} kind={kind} />
              </>
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}
