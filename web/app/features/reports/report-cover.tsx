import { useTranslation } from 'react-i18next';
import type { ReportKind } from '@rira/contracts';
import { ANONYMOUS_GROUPS, type ResponseCount } from '@rira/contracts/report-types';
import { formatDate } from '../../lib/format.ts';
import { formatCount } from './report-format.ts';
import { textIn } from '@rira/contracts/local-text';
import type { ReportView } from './report-context.ts';
import type { SeriesKey } from './report-series.ts';

/**
 * The first page: who, where, which assessment, when, and how many answered — per group that may
 * be shown, never per assessor. An anonymous group too small to be shown has no row of its own
 * (the engine gives none): its answers are held back, counted only in the "others" row's totals
 * and in the held-back note (assessment-method.md §2).
 */
export function ReportCover({ view, kind }: { view: ReportView; kind: ReportKind }) {
  const { t } = useTranslation();
  const { doc, lang } = view;
  const responses = doc.report.summary.responses;
  // Admins only (the engine leaves it out of the assessed person's view): which groups to invite more of.
  const heldBackByGroup = doc.report.adminDetail?.heldBackByGroup ?? {};
  const heldBackGroups = ANONYMOUS_GROUPS.map((g) => [g, heldBackByGroup[g] ?? 0] as const).filter(([, n]) => n > 0);
  const logo = lang === 'en' ? (doc.company.logoEnUrl ?? doc.company.logoFaUrl) : (doc.company.logoFaUrl ?? doc.company.logoEnUrl);
  const company = textIn(doc.company.title, doc.company.titleEn, lang);
  const rows: { key: SeriesKey; count: ResponseCount }[] = [
    { key: 'self', count: responses.self },
    ...(['manager', 'peer', 'subordinate', 'external'] as const).flatMap((g) =>
      responses.groups[g] ? [{ key: g as SeriesKey, count: responses.groups[g] }] : [],
    ),
    { key: 'others', count: responses.others },
  ];
  const period =
    doc.startsOn && doc.finishesOn
      ? t('report.cover.periodRange', { from: formatDate(doc.startsOn, lang), to: formatDate(doc.finishesOn, lang) })
      : doc.startsOn
        ? formatDate(doc.startsOn, lang)
        : '—';

  return (
    <section id="report-cover" aria-labelledby="report-cover-title" className="flex flex-col gap-10">
      <div className="flex flex-col gap-6">
        <div className="flex items-start justify-between gap-4">
          <div className="flex flex-col gap-1 border-s-4 border-primary-700 ps-4">
            <p className="text-sm font-semibold text-primary-700">{t(kind === 'short' ? 'report.kind.short' : 'report.kind.complete')}</p>
            <h1 id="report-cover-title" className="text-2xl font-bold leading-snug sm:text-3xl">
              {t('report.cover.title')}
            </h1>
          </div>
          {logo ? <img src={logo} alt={t('report.cover.logoAlt', { company })} className="h-14 w-auto max-w-40 object-contain" /> : null}
        </div>
        <dl className="cover-facts">
          <CoverItem label={t('report.cover.person')} value={textIn(doc.person.fullName, doc.person.fullNameEn, lang)} />
          <CoverItem label={t('report.cover.company')} value={company} />
          <CoverItem label={t('report.cover.template')} value={textIn(doc.template.title, doc.template.titleEn, lang)} />
          <CoverItem label={t('report.cover.period')} value={period} />
          <CoverItem label={t('report.cover.generatedAt')} value={formatDate(doc.generatedAt, lang)} />
          <CoverItem label={t('report.cover.version')} value={formatCount(doc.version, lang)} />
        </dl>
      </div>

      <div className="flex flex-col gap-3">
        <h2 className="text-lg font-bold text-primary-900">{t('report.cover.responses')}</h2>
        <table className="cover-responses">
          <thead>
            <tr>
              <th scope="col">{t('report.cover.group')}</th>
              <th scope="col">{t('report.cover.invited')}</th>
              <th scope="col">{t('report.cover.finished')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, count }) => (
              <tr key={key}>
                <th scope="row">
                  <span>
                    <span aria-hidden data-series={key} />
                    {t(`report.groups.${key}`)}
                  </span>
                </th>
                <td>{formatCount(count.invited, lang)}</td>
                <td>{formatCount(count.finished, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="flex flex-col gap-1 text-xs leading-6 text-ink-muted">
          {doc.report.shownGroups.some((g) => !g.anonymous) || responses.groups.manager ? (
            <li>{t('report.cover.managerNotAnonymous')}</li>
          ) : null}
          <li>
            {t('report.cover.anonymity', {
              count: doc.report.settings.minGroupSize,
              n: formatCount(doc.report.settings.minGroupSize, lang),
            })}
          </li>
          {responses.heldBack > 0 ? (
            <li>
              {t('report.cover.heldBack', {
                count: responses.heldBack,
                held: formatCount(responses.heldBack, lang),
                n: formatCount(doc.report.settings.minGroupSize, lang),
              })}
            </li>
          ) : null}
          {heldBackGroups.length > 0 ? (
            <li className="no-print font-medium text-warning-ink">
              {t('report.cover.heldBackByGroup', {
                groups: heldBackGroups
                  .map(([g, n]) => `${t(`report.groups.${g}`)} (${formatCount(n, lang)})`)
                  .join(t('report.listSeparator')),
              })}
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

/** One fact of the cover; its look is report.css's (`.cover-facts`), the first one (the person) larger. */
function CoverItem({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
