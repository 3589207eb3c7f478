import { Eye, EyeOff } from 'lucide-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { RowActions } from '../../components/admin/row-actions.tsx';

/**
 * The last two columns of a site list whose rows can be hidden (FAQs, trusted companies): the
 * visible/hidden badge and the row's edit, show/hide and delete buttons, named after the row.
 * `toggle` shows or hides the row (a `useAction`'s `fire`, which re-reads the list either way).
 */
export function visibilityColumns<T extends { id: string; isVisible: boolean }>(
  t: TFunction,
  row: {
    titleOf: (item: T) => string;
    edit: (item: T) => void;
    toggle: (id: string) => void;
    remove: (item: T) => void;
  },
): ColumnDef<T, unknown>[] {
  return [
    {
      id: 'visible',
      header: t('siteAdmin.fields.status'),
      cell: ({ row: { original } }) => (
        <Badge tone={original.isVisible ? 'success' : 'neutral'}>{t(original.isVisible ? 'siteAdmin.visible' : 'siteAdmin.hidden')}</Badge>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('siteAdmin.actions')}</span>,
      meta: { className: 'w-36' },
      cell: ({ row: { original: item } }) => {
        const title = row.titleOf(item);
        return (
          <RowActions
            editLabel={t('siteAdmin.editNamed', { title })}
            onEdit={() => row.edit(item)}
            toggle={{
              label: t(item.isVisible ? 'siteAdmin.hideNamed' : 'siteAdmin.showNamed', { title }),
              icon: item.isVisible ? <EyeOff aria-hidden className="size-5" /> : <Eye aria-hidden className="size-5" />,
              onClick: () => row.toggle(item.id),
            }}
            deleteLabel={t('siteAdmin.deleteNamed', { title })}
            onDelete={() => row.remove(item)}
          />
        );
      },
    },
  ];
}
