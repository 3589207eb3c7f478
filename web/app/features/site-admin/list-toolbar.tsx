import { useState, type ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { pageKeyOptions } from './site-admin-api.ts';

/** The list's search box: searches when submitted (Enter or the button), not on every key. */
export function SearchBox({ id, label, value, onSearch }: { id: string; label: string; value: string; onSearch: (text: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      aria-label={label}
      className="flex min-w-0 flex-1 basis-64 flex-col gap-1.5"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
          <Input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} className="ps-10" />
        </div>
        <Button type="submit" variant="secondary">
          {t('siteAdmin.search')}
        </Button>
      </div>
    </form>
  );
}

/** A labelled filter drop-down; the empty value means "all". */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 basis-44 flex-col gap-1.5 sm:flex-none">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </div>
  );
}

/** The "shown on the site" filter: all, visible, hidden (kept in the address as `visible`). */
export function VisibilityFilter({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <FilterSelect id={id} label={t('siteAdmin.fields.status')} value={value} onChange={onChange}>
      <option value="">{t('siteAdmin.all')}</option>
      <option value="true">{t('siteAdmin.visible')}</option>
      <option value="false">{t('siteAdmin.hidden')}</option>
    </FilterSelect>
  );
}

/** The page filter: all pages or one page key. */
export function PageKeyFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect id={id} label={label} value={value} onChange={onChange}>
      <option value="">{t('siteAdmin.allPages')}</option>
      {pageKeyOptions(t).map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </FilterSelect>
  );
}
