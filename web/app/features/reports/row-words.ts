import type { TFunction } from 'i18next';

/**
 * The words a table of cards repeats on every row — the piles' names for each pile bar's label,
 * "(low)" after a low agreement, "not enough answers" — translated once for the table. A report
 * has 84 such rows; a t() call per cell was a sixth of the server's render.
 */
export interface RowWords {
  piles: { best: string; mostly: string; least: string };
  listSeparator: string;
  low: string;
  notEnough: string;
}

export function rowWords(t: TFunction): RowWords {
  return {
    piles: { best: t('report.piles.best'), mostly: t('report.piles.mostly'), least: t('report.piles.least') },
    listSeparator: t('report.listSeparator'),
    low: `(${t('report.agreement.lowShort')})`,
    notEnough: t('report.notEnough.short'),
  };
}
