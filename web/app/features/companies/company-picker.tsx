import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { Select } from '../../components/ui/select.tsx';
import { localTextAttributes } from '../../lib/language-marked-text.tsx';
import { titleIn } from '@rira/contracts/local-text';
import { companyKeys, fetchCompanyOptions } from './companies-api.ts';
import { useLang } from '../../lib/use-lang.ts';

export interface CompanyPickerProps {
  id: string;
  value: string;
  onChange: (companyId: string) => void;
  /** The empty option's text: "all companies" on a filter, "choose…" on a form. */
  emptyLabel: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
}

/** The system manager's choice of company (filters and forms). */
export function CompanyPicker({ id, value, onChange, emptyLabel, disabled, ...aria }: CompanyPickerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { data, isPending } = useQuery({
    queryKey: companyKeys.options,
    queryFn: ({ signal }) => fetchCompanyOptions(signal),
    staleTime: 60_000,
  });
  return (
    <Select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} {...aria}>
      <option value="">{isPending ? t('common.loading') : emptyLabel}</option>
      {(data ?? []).map((company) => (
        <option key={company.id} value={company.id} {...localTextAttributes(company.title, company.titleEn, lang)}>
          {titleIn(company, lang)}
        </option>
      ))}
    </Select>
  );
}

/** The company picker with its label above it: a list's company filter, or the company a page works on. */
export function LabelledCompanyPicker({ label, className, ...picker }: CompanyPickerProps & { label: string; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={picker.id} className="text-sm font-medium">
        {label}
      </label>
      <CompanyPicker {...picker} />
    </div>
  );
}
