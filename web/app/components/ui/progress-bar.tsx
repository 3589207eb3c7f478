import { cn } from './cn.ts';

/** A determinate progress bar; `label` names it and `valueText` is what a screen reader hears. */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
  className,
}: {
  value: number;
  max: number;
  label: string;
  valueText: string;
  className?: string;
}) {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-3 w-full overflow-hidden rounded-full bg-primary-100', className)}
    >
      <div className="h-full rounded-full bg-primary-700 transition-[width]" style={{ width: `${ratio * 100}%` }} />
    </div>
  );
}
