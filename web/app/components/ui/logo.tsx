import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';

/** The RIRA mark: three rising bars in a rounded square (growth, assessed from several sides). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden focusable="false" className={cn('size-9 shrink-0', className)}>
      <rect width="40" height="40" rx="10" fill="#1d4ed8" />
      <rect x="9" y="22" width="5" height="9" rx="2.5" fill="#bfd5fe" />
      <rect x="17.5" y="15" width="5" height="16" rx="2.5" fill="#ffffff" />
      <rect x="26" y="9" width="5" height="22" rx="2.5" fill="#93b8fd" />
    </svg>
  );
}

/** Mark plus the brand word («ریرا» / “RIRA”); the word is the accessible name. */
export function Logo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <LogoMark />
      <span className="text-xl font-extrabold tracking-tight text-primary-800">{t('brand.name')}</span>
    </span>
  );
}
