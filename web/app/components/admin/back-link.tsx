import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';

/** "Back to …" above an admin page's title: the list or the page it was opened from. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="inline-flex min-h-11 items-center gap-1 self-start rounded-md text-sm font-medium text-primary-700 hover:underline"
    >
      <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
      {label}
    </Link>
  );
}
