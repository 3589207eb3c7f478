import { useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ROUND_LIST_MAX_BYTES, roundPeopleListRefusalSchema, type RoundListPerson, type RoundListProblem } from '@rira/contracts/rounds';
import { textIn } from '@rira/contracts/local-text';
import { FilePicker } from '../../components/ui/file-picker.tsx';
import { PLAIN_CELL, PLAIN_ROW, PlainTable } from '../../components/ui/plain-table.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { localDigits } from '../../lib/digits.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLang } from '../../lib/use-lang.ts';
import { peopleListSampleUrl, roundsApi } from './rounds-api.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The message for a file saved in another spreadsheet format, by its extension (contracts/src/messages). */
const SAVE_AS_XLSX = { xls: 'errors.workbookIsXls', ods: 'errors.workbookIsOds', csv: 'errors.workbookIsCsv' } as const;
const MAX_MB = ROUND_LIST_MAX_BYTES / 1024 / 1024;
/** Problems shown in the table (a list may have thousands); the count says how many more. */
const SHOWN_PROBLEMS = 200;

type ListState =
  | { kind: 'idle' }
  | { kind: 'reading' }
  | { kind: 'read'; people: RoundListPerson[] }
  | { kind: 'refused'; message: string; problems: RoundListProblem[] };

/** Every row's problem in a refused list's answer (`{ succeeded: false, message, problems }`). */
function problemsOf(error: unknown): RoundListProblem[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = roundPeopleListRefusalSchema.safeParse(error.body);
  return parsed.success ? parsed.data.problems : [];
}

/**
 * A round's people from an Excel list (issue 26): the file is read on the server as soon as it is
 * chosen (nothing is created); the people it names go to the form's named people (`onPeople`) and
 * are counted here, with their names. A refused list shows its message and every row's problem
 * (row, column, value, why) on the field, and adds nobody. `companyId`: the system manager's
 * chosen company (a company admin's is the session's).
 */
export function RoundPeopleListField({
  id,
  companyId,
  disabled,
  onPeople,
}: {
  id: string;
  companyId: string | undefined;
  disabled: boolean;
  onPeople: (people: RoundListPerson[]) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ListState>({ kind: 'idle' });
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;

  async function choose(chosen: File) {
    setFile(chosen);
    const looksLikeXlsx = chosen.name.toLowerCase().endsWith('.xlsx') || chosen.type === XLSX_TYPE;
    if (!looksLikeXlsx) {
      // Another spreadsheet format gets the server's own "save it as .xlsx" message for it.
      const extension = /\.(xls|ods|csv)$/i.exec(chosen.name)?.[1]?.toLowerCase();
      const message = extension ? t(SAVE_AS_XLSX[extension as keyof typeof SAVE_AS_XLSX]) : t('rounds.list.badType');
      return setState({ kind: 'refused', message, problems: [] });
    }
    if (chosen.size > ROUND_LIST_MAX_BYTES) {
      return setState({ kind: 'refused', message: t('rounds.list.tooLarge', { max: formatNumber(MAX_MB, lang) }), problems: [] });
    }
    setState({ kind: 'reading' });
    try {
      const list = await roundsApi.resolvePeopleList(chosen, companyId);
      onPeople(list.people);
      setState({ kind: 'read', people: list.people });
    } catch (error) {
      setState({ kind: 'refused', message: error instanceof Error ? error.message : String(error), problems: problemsOf(error) });
    }
  }

  const refused = state.kind === 'refused' ? state : null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('rounds.list.label')}
      </label>
      <FilePicker
        id={id}
        file={file}
        accept={`.xlsx,${XLSX_TYPE}`}
        label={t('rounds.list.choose')}
        icon={<FileSpreadsheet aria-hidden className="size-4" />}
        disabled={disabled || state.kind === 'reading'}
        aria-describedby={refused ? `${problemId} ${hintId}` : hintId}
        aria-invalid={refused ? true : undefined}
        onChoose={(chosen) => void choose(chosen)}
      />
      <p id={hintId} className="text-sm text-ink-muted">
        {t('rounds.list.hint', { max: formatNumber(MAX_MB, lang) })}{' '}
        <a href={peopleListSampleUrl(lang)} download className="font-medium text-primary-800 underline">
          {t('rounds.list.sample')}
        </a>
      </p>
      <div aria-live="polite">
        {state.kind === 'reading' ? <p className="text-sm text-ink-muted">{t('rounds.list.reading')}</p> : null}
        {state.kind === 'read' ? (
          <div className="flex flex-col gap-1 text-sm">
            <p className="font-medium text-success">
              {t('rounds.list.added', { count: state.people.length, value: localDigits(state.people.length, lang) })}
            </p>
            {state.people.length ? (
              <details>
                <summary className="cursor-pointer text-primary-800">{t('rounds.list.names')}</summary>
                <ul className="mt-1 list-disc ps-5">
                  {state.people.map((p) => (
                    <li key={p.userId}>{textIn(p.name, p.nameEn, lang)}</li>
                  ))}
                </ul>
              </details>
            ) : null}
          </div>
        ) : null}
      </div>
      {refused ? (
        <div className="flex flex-col gap-2">
          <p id={problemId} role="alert" className="text-sm font-medium text-danger">
            {refused.message}
          </p>
          {refused.problems.length ? (
            <PlainTable
              caption={t('rounds.list.problems', { count: refused.problems.length, value: localDigits(refused.problems.length, lang) })}
              captionVisible
              columns={(['row', 'column', 'value', 'problem'] as const).map((column) => t(`rounds.list.${column}`))}
              footer={
                refused.problems.length > SHOWN_PROBLEMS
                  ? t('rounds.list.more', { value: localDigits(refused.problems.length - SHOWN_PROBLEMS, lang) })
                  : null
              }
            >
              {refused.problems.slice(0, SHOWN_PROBLEMS).map((p) => (
                <tr key={p.row} className={PLAIN_ROW}>
                  <td className={PLAIN_CELL}>{localDigits(p.row, lang)}</td>
                  <td className={PLAIN_CELL}>{p.column ?? '—'}</td>
                  <td className={PLAIN_CELL}>
                    <bdi dir="ltr">{p.value ? (p.value.includes('@') ? p.value : localDigits(p.value, lang)) : '—'}</bdi>
                  </td>
                  <td className={PLAIN_CELL}>{p.message}</td>
                </tr>
              ))}
            </PlainTable>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
