/** Simple line marks for the footer's social links (lucide no longer ships brand icons). */
interface IconProps {
  className?: string;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function LinkedInIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={className} {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M8 11v6" />
      <circle cx="8" cy="7.6" r="0.6" fill="currentColor" />
      <path d="M12 17v-6m0 3a3 3 0 0 1 6 0v3" />
    </svg>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={className} {...stroke}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function TelegramIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={className} {...stroke}>
      <path d="M21 4 3 11.2l6.2 2.1L19 7l-7.7 8.2 6.4 4.8z" />
      <path d="m9.2 13.3.9 5.2 2.2-3" />
    </svg>
  );
}

export function WhatsAppIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={className} {...stroke}>
      <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3 3z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.7-2-1-1 1a4 4 0 0 1-2.8-2.8l1-1-1-2z" />
    </svg>
  );
}

/** Eitaa (the Iranian messenger): a speech bubble holding a small "e". */
export function EitaaIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false" className={className} {...stroke}>
      <rect x="3" y="3" width="18" height="15" rx="5" />
      <path d="m8 18-2 3.5L11 18" />
      <path d="M9 10.5h6a3 3 0 1 0-1 2.2" />
    </svg>
  );
}
