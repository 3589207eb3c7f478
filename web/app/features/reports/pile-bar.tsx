import type { LanguageCode } from '@rira/contracts/language';
import type { PileCounts } from '@rira/contracts/report-types';
import { formatCount } from './report-format.ts';
import type { RowWords } from './row-words.ts';

/** Pile colours (report.css draws them): the same meaning everywhere (best green, mostly grey-blue, least red). */
export const PILE_COLOURS = { best: '#067647', mostly: '#94a3b8', least: '#b42318' } as const;
const PILES = ['best', 'mostly', 'least'] as const;

/**
 * How the other raters placed one card: a stacked bar (best, mostly, least from the start side),
 * each segment as wide as its share with its count under it, drawn by report.css (the piles column's image:
 * the colours by place, an empty segment for a pile nobody used). For screen readers it is one
 * image named by the counts in words, which are also its tooltip: the counts are written once.
 * Plain HTML, so it renders and prints anywhere. Its words come translated from its table (`rowWords`).
 */
export function PileBar({ piles, lang, words }: { piles: PileCounts; lang: LanguageCode; words: RowWords }) {
  if (piles.total === 0) return <span className="text-ink-muted">{words.notEnough}</span>;
  const label = PILES.map((p) => `${words.piles[p]}: ${formatCount(piles[p], lang)}`).join(words.listSeparator);
  return (
    // No class: report.css draws the image of the piles column (84 of them in a full report).
    <span role="img" title={label}>
      {PILES.map((p) =>
        // Each segment grows in proportion to its count (report.css: 1 unless said here), so the
        // segments share the bar as the counts share the total.
        piles[p] > 0 ? (
          <i key={p} style={piles[p] === 1 ? undefined : { flex: piles[p] }}>
            {formatCount(piles[p], lang)}
          </i>
        ) : (
          <i key={p} />
        ),
      )}
    </span>
  );
}
