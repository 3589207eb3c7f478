import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../components/ui/progress-bar.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';

/**
 * Answered over invited as a bar and the same in words beside it: the text carries the figure, the
 * bar only shows it at a glance (colour is never the only carrier).
 */
export function AnsweredBar({ answered, invited, label }: { answered: number; invited: number; label: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (invited === 0) return <span className="text-sm text-ink-muted">{t('rounds.noInvitations')}</span>;
  const text = t('rounds.progressValue', { answered: formatNumber(answered, lang), invited: formatNumber(invited, lang) });
  return (
    <div className="flex min-w-36 flex-col gap-1">
      <ProgressBar value={answered} max={invited} label={label} valueText={text} className="h-2" />
      <span className="text-xs text-ink-muted">{text}</span>
    </div>
  );
}
