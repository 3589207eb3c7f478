import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@rira/contracts/auth';
import type { PileCounts } from '@rira/contracts/report-types';
import { formatCount } from './report-format.ts';

/** Pile colours: the same meaning everywhere (best green, mostly grey-blue, least red). */
export const PILE_COLOURS = { best: '#067647', mostly: '#94a3b8', least: '#b42318' } as const;
const PILES = ['best', 'mostly', 'least'] as const;

/**
 * How the other raters placed one card: a stacked bar (best, mostly, least from the start side)
 * plus the counts in words for screen readers. Plain HTML, so it renders and prints anywhere.
 */
export function PileBar({ piles, lang }: { piles: PileCounts; lang: LanguageCode }) {
  const { t } = useTranslation();
  const words = PILES.map((p) => `${t(`report.piles.${p}`)}: ${formatCount(piles[p], lang)}`).join(t('report.listSeparator'));
  if (piles.total === 0) return <span className="text-ink-muted">{t('report.notEnough.short')}</span>;
  return (
    <span className="flex min-w-20 flex-col gap-0.5" title={words}>
      <span aria-hidden className="flex h-2.5 w-full overflow-hidden rounded-full bg-page print:[print-color-adjust:exact]">
        {PILES.map((p) =>
          piles[p] > 0 ? (
            <span key={p} className="h-full" style={{ width: `${(piles[p] / piles.total) * 100}%`, backgroundColor: PILE_COLOURS[p] }} />
          ) : null,
        )}
      </span>
      <span aria-hidden className="flex text-xs leading-none text-ink-muted tabular-nums">
        {PILES.map((p) =>
          piles[p] > 0 ? (
            <span key={p} className="text-center" style={{ width: `${(piles[p] / piles.total) * 100}%` }}>
              {formatCount(piles[p], lang)}
            </span>
          ) : null,
        )}
      </span>
      <span className="sr-only">{words}</span>
    </span>
  );
}
