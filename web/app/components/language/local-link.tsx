import { Link, type LinkProps } from 'react-router';
import { localizePath } from '../../lib/localized-path.ts';
import { useLangFromContext } from '../../lib/use-lang.ts';

/** A router link that stays in the page's language (adds ?lang=en on English pages). */
export function LocalLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const lang = useLangFromContext();
  return <Link to={localizePath(to, lang)} {...props} />;
}

/** For plain anchors and navigate(): the same rule as LocalLink. */
export function useLocalPath(): (to: string) => string {
  const lang = useLangFromContext();
  return (to) => localizePath(to, lang);
}
