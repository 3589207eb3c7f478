import { cn } from './cn.ts';

/** Up to two initials, from the first letters of the first two words. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('');
}

export interface AvatarProps {
  name: string;
  src?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Decorative when a visible name sits beside it. */
  decorative?: boolean;
}

const sizes = { sm: 'size-9 text-sm', md: 'size-11 text-base', lg: 'size-24 text-2xl' } as const;

export function Avatar({ name, src, size = 'md', className, decorative }: AvatarProps) {
  const classes = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-100 font-semibold text-primary-800',
    sizes[size],
    className,
  );
  if (src) {
    return <img src={src} alt={decorative ? '' : name} className={cn(classes, 'object-cover')} />;
  }
  return (
    <span
      className={classes}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
    >
      {initialsOf(name)}
    </span>
  );
}
