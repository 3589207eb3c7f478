import { useTranslation } from 'react-i18next';
import type { PageKey } from '@rira/contracts/site/catalogue';
import { FilterSelect, type FilterOption } from '../../components/admin/list-filters.tsx';
import { listParam } from '../../lib/list-state.ts';
import { pageKeyOptions } from './site-admin-api.ts';

/** The "shown on the site" filter's address value: all, 'true' (visible) or 'false' (hidden). */
export const visibleParam = () => listParam.oneOf(['true', 'false']);

/** The "shown on the site" filter: all, visible, hidden (kept in the address as `visible`). */
export function VisibilityFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: '' | 'true' | 'false';
  onChange: (value: '' | 'true' | 'false') => void;
}) {
  const { t } = useTranslation();
  return (
    <FilterSelect
      id={id}
      label={t('siteAdmin.fields.status')}
      value={value}
      onChange={onChange}
      allLabel={t('siteAdmin.all')}
      options={[
        { value: 'true', label: t('siteAdmin.visible') },
        { value: 'false', label: t('siteAdmin.hidden') },
      ]}
    />
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
  value: PageKey | '';
  onChange: (value: PageKey | '') => void;
}) {
  const { t } = useTranslation();
  const options = pageKeyOptions(t) as FilterOption<PageKey>[];
  return <FilterSelect id={id} label={label} value={value} onChange={onChange} allLabel={t('siteAdmin.allPages')} options={options} />;
}
