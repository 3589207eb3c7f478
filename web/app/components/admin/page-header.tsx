import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Button } from '../ui/button.tsx';

/** An admin list's title, intro and main action, wrapping on phones. */
export function PageHeader({ title, intro, action }: { title: string; intro: string; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        <p className="mt-1 max-w-3xl text-ink-muted">{intro}</p>
      </div>
      {action}
    </div>
  );
}

/** The list's "add" button (opens the add dialog). */
export function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus aria-hidden className="size-5" />
      {label}
    </Button>
  );
}

/** The list's "add" link (the item is added on a page of its own). */
export function AddLink({ label, to }: { label: string; to: string }) {
  return (
    <Button asChild>
      <Link to={to}>
        <Plus aria-hidden className="size-5" />
        {label}
      </Link>
    </Button>
  );
}
