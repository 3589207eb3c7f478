import type { FormHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * A form that only the app submits (its `onSubmit` calls the API). The page is server-rendered,
 * so until React has taken over, its fields are disabled: a visitor who pressed the button early
 * would otherwise send the browser's own GET, putting what they typed (a password, a phone
 * number) in the address bar, or type into fields React then resets. `method="post"` keeps the
 * values out of the address even then.
 */
export function ClientForm({ children, ...props }: FormHTMLAttributes<HTMLFormElement>) {
  const hydrated = useHydrated();
  return (
    <form method="post" {...props}>
      <fieldset disabled={!hydrated} className="contents">
        {children}
      </fieldset>
    </form>
  );
}
