import { useTranslation } from 'react-i18next';
import { Picker, type PickerItem } from '../../components/admin/picker.tsx';
import { usePeopleOptions } from './people-options.tsx';

export interface ManagerPickerProps {
  id: string;
  /** The chosen manager (their name as the chip shows it), or none. */
  value: PickerItem | null;
  onChange: (value: PickerItem | null) => void;
  /** The system manager's chosen company; a company admin's is the session's. */
  companyId?: string;
  disabled?: boolean;
  /** The person being edited: nobody is their own manager. */
  personId?: string;
  error?: string;
}

/**
 * A person's manager in the company (reporting lines, docs/decisions/036): one active colleague,
 * searched on the server like every people picker. The server refuses a loop (someone this person
 * manages, directly or through others) and says so on this field.
 */
export function ManagerPicker({ id, value, onChange, companyId, disabled, personId, error }: ManagerPickerProps) {
  const { t } = useTranslation();
  const options = usePeopleOptions({ companyId, disabled });
  return (
    <Picker
      id={id}
      label={t('people.fields.manager')}
      description={t('people.form.managerHint')}
      {...options}
      value={value ? [value] : []}
      onChange={(items) => onChange(items.at(-1) ?? null)}
      max={1}
      exclude={personId ? [personId] : []}
      error={error}
    />
  );
}
