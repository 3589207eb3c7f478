import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useController, useFormState, type Control, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { StructureKind } from '@rira/contracts/organisation';
import type { RoundListPerson } from '@rira/contracts/rounds';
import { textIn, titleIn } from '@rira/contracts/local-text';
import { Picker, idsField, type PickerItem } from '../../components/admin/picker.tsx';
import { cn } from '../../components/ui/cn.ts';
import { useFieldErrorText } from '../../components/ui/field.tsx';
import type { MessageKey } from '../../lib/i18n-keys.ts';
import { useLang } from '../../lib/use-lang.ts';
import { usePeopleOptions } from '../people/people-options.tsx';
import { fetchAllStructure, structureKeys } from '../structure/structure-api.ts';
import { RoundPeopleListField } from './round-people-list-field.tsx';

type GroupField = 'departmentIds' | 'structureIds' | 'positionIds' | 'jobTitleIds' | 'managementLevelIds';

const GROUPS: ReadonlyArray<{ field: GroupField; kind: StructureKind; label: MessageKey }> = [
  { field: 'departmentIds', kind: 'department', label: 'assessments.new.byDepartment' },
  { field: 'structureIds', kind: 'structure', label: 'assessments.new.byStructure' },
  { field: 'positionIds', kind: 'position', label: 'assessments.new.byPosition' },
  { field: 'jobTitleIds', kind: 'jobTitle', label: 'rounds.new.byJobTitle' },
  { field: 'managementLevelIds', kind: 'managementLevel', label: 'rounds.new.byManagementLevel' },
];

/**
 * A round's people as a form chooses them (create, add people): by name with the people picker (an
 * Excel list's people join them), and everyone active in the chosen departments, structures,
 * positions, job titles and management levels. `companyKey` is the company whose lists are read
 * (the system manager's choice, else the session's).
 */
export function RoundPeopleFields<T extends FieldValues>({
  control,
  idPrefix,
  companyId,
  companyKey,
  disabled,
  compact,
}: {
  control: Control<T>;
  idPrefix: string;
  companyId: string | undefined;
  companyKey: string;
  disabled: boolean;
  /** One column (a dialog). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [people, setPeople] = useState<PickerItem[]>([]);
  // The chips as they are when a list's answer arrives (the picker may have changed while it was read).
  const shown = useRef(people);
  useEffect(() => {
    shown.current = people;
  }, [people]);
  const { field: named } = useController({ control, name: 'userIds' as Path<T> });
  const choose = (next: PickerItem[]) => {
    setPeople(next);
    named.onChange(next.map((p) => p.id));
  };
  const addFromList = (listed: RoundListPerson[]) => {
    const known = new Set(shown.current.map((p) => p.id));
    const fresh = listed.filter((p) => !known.has(p.userId)).map((p) => ({ id: p.userId, label: textIn(p.name, p.nameEn, lang) }));
    choose([...shown.current, ...fresh]);
  };
  const peopleOptions = usePeopleOptions({ companyId, disabled });
  // The client's and the server's refusals of each list, on its picker.
  const { errors } = useFormState({ control });
  const errorText = useFieldErrorText();
  const errorOf = (name: string) => errorText(errors[name] as FieldError | undefined);
  return (
    <>
      <div className={cn('grid gap-5', !compact && 'md:grid-cols-2 lg:grid-cols-3')}>
        {GROUPS.map((group) => (
          <GroupPicker
            key={group.field}
            control={control}
            name={group.field as Path<T>}
            kind={group.kind}
            id={`${idPrefix}-${group.kind}`}
            label={t(group.label)}
            companyId={companyId}
            companyKey={companyKey}
            disabled={disabled}
            error={errorOf(group.field)}
          />
        ))}
      </div>
      <Picker
        id={`${idPrefix}-people`}
        label={t('assessments.new.byPerson')}
        {...peopleOptions}
        value={people}
        onChange={choose}
        error={errorOf('userIds')}
      />
      <RoundPeopleListField id={`${idPrefix}-list`} companyId={companyId} disabled={disabled} onPeople={addFromList} />
    </>
  );
}

function GroupPicker<T extends FieldValues>({
  control,
  name,
  kind,
  id,
  label,
  companyId,
  companyKey,
  disabled,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  kind: StructureKind;
  id: string;
  label: string;
  companyId: string | undefined;
  companyKey: string;
  disabled: boolean;
  error?: string;
}) {
  const lang = useLang();
  const items = useQuery({
    queryKey: structureKeys.list(kind, companyKey),
    queryFn: ({ signal }) => fetchAllStructure(kind, companyId, signal),
    enabled: !disabled,
  });
  const options = (items.data ?? []).filter((item) => item.isActive).map((item) => ({ id: item.id, label: titleIn(item, lang) }));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Picker
          id={id}
          label={label}
          options={options}
          {...idsField((field.value as string[] | undefined) ?? [], options, field.onChange)}
          loading={!disabled && items.isPending}
          disabled={disabled}
          error={error}
        />
      )}
    />
  );
}
