import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';

export interface ChartRow {
  id: string;
  label: string;
  value: number;
}

const MAX_LABEL = 18;
const shorten = (text: string) => (text.length > MAX_LABEL ? `${text.slice(0, MAX_LABEL - 1)}…` : text);

/**
 * A horizontal bar chart of up to ten companies. Recharts lays out in LTR only, so it sits in a
 * dir="ltr" box; in Persian the company axis moves to the right and the value axis runs right
 * to left, so bars grow from the right like the text around them. Ticks and the tooltip use
 * the page's digits. A table with the same figures follows for screen readers.
 */
export function CompanyBarChart({ rows, title, valueLabel, id }: { rows: ChartRow[]; title: string; valueLabel: string; id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rtl = lang === 'fa';
  const number = (value: number) => formatNumber(value, lang);
  const height = Math.max(160, rows.length * 40 + 40);

  function tooltipBox({ active, payload }: { active?: boolean; payload?: ReadonlyArray<{ payload?: unknown }> }) {
    const row = payload?.[0]?.payload as ChartRow | undefined;
    if (!active || !row) return null;
    return (
      <div dir={rtl ? 'rtl' : 'ltr'} className="rounded-lg border border-line bg-surface px-3 py-2 text-sm shadow-md">
        <p className="font-semibold">{row.label}</p>
        <p>
          {valueLabel}: {number(row.value)}
        </p>
      </div>
    );
  }

  return (
    <figure aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-sm">
      <figcaption id={`${id}-title`} className="font-semibold">
        {title}
      </figcaption>
      {rows.length === 0 ? (
        <p className="py-8 text-center text-ink-muted">{t('orgDashboard.noData')}</p>
      ) : (
        <>
          <div dir="ltr" aria-hidden style={{ height }} className="w-full">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={{ top: 4, right: 8, bottom: 4, left: 8 }}>
                <CartesianGrid horizontal={false} strokeDasharray="3 3" stroke="#dde1e8" />
                <XAxis
                  type="number"
                  allowDecimals={false}
                  reversed={rtl}
                  tickFormatter={(value: number) => number(value)}
                  tick={{ fill: '#4a5565', fontSize: 12, fontFamily: 'var(--font-sans)' }}
                  stroke="#dde1e8"
                />
                <YAxis
                  type="category"
                  dataKey="label"
                  orientation={rtl ? 'right' : 'left'}
                  width={130}
                  tickFormatter={(value: string) => shorten(value)}
                  tick={{ fill: '#1b2433', fontSize: 12, fontFamily: 'var(--font-sans)' }}
                  stroke="#dde1e8"
                />
                <Tooltip content={(props) => tooltipBox(props)} cursor={{ fill: '#eff5ff' }} />
                <Bar dataKey="value" fill="#1d4ed8" radius={rtl ? [4, 0, 0, 4] : [0, 4, 4, 0]} maxBarSize={24} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="sr-only">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orgDashboard.company')}</th>
                <th scope="col">{valueLabel}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.label}</th>
                  <td>{number(row.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}
