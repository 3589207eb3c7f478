import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PickerItem, PickerProps } from '../../components/admin/picker.tsx';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn } from '@rira/contracts/local-text';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useLang } from '../../lib/use-lang.ts';
import { peopleApi, peopleKeys } from './people-api.ts';

const SHOWN = 25;

/**
 * The Picker's options for people of a company, found by a search on the server (ی/ک and Persian
 * digits normalised there); only active people are offered. `companyId`: the system manager's
 * chosen company; a company admin's is the session's.
 */
export function usePeopleOptions({
  companyId,
  disabled,
}: {
  companyId?: string;
  disabled?: boolean;
}): Pick<PickerProps, 'options' | 'onSearch' | 'searchPlaceholder' | 'loading' | 'busy' | 'note' | 'disabled'> {
  const { t } = useTranslation();
  const lang = useLang();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 350);
  const request = {
    pageIndex: 1,
    pageSize: SHOWN,
    search: search || undefined,
    companyId,
    isActive: true,
    sort: 'name' as const,
    direction: 'asc' as const,
  };
  const results = useQuery({
    queryKey: peopleKeys.list(request),
    queryFn: ({ signal }) => peopleApi.list(request, signal),
    placeholderData: keepPreviousData,
    enabled: !disabled,
  });
  const options: PickerItem[] = (results.data?.data ?? []).map((person) => ({
    id: person.id,
    label: textIn(person.fullName, person.fullNameEn, lang),
    content: <LocalText fa={person.fullName} en={person.fullNameEn} />,
    hint:
      [textIn(person.departmentTitle, person.departmentTitleEn, lang), textIn(person.positionTitle, person.positionTitleEn, lang)]
        .filter(Boolean)
        .join(' · ') || '—',
  }));
  return {
    options,
    onSearch: setText,
    searchPlaceholder: t('assessments.peopleSearchPlaceholder'),
    loading: results.isPending,
    busy: results.isFetching,
    note: (results.data?.totalItems ?? 0) > SHOWN ? t('assessments.peopleMore') : undefined,
    disabled,
  };
}
