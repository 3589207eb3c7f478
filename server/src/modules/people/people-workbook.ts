import ExcelJS from 'exceljs';
import { englishFullName, fullNameIn, isoToJalali, TEHRAN_TIME_ZONE, textIn, type LanguageCode } from '@rira/contracts';
import { t } from '../../http/translate.ts';
import { columnHeader, IMPORT_COLUMNS, NATIONALITY_LABELS, USER_TYPE_LABELS, type ImportColumnKey } from './import/columns.ts';
import type { PersonRow } from './people.repo.ts';

/** After the import's columns: what the list shows besides (`workbooks.people.export.columns`). */
const EXTRA_COLUMNS = ['managerName', 'company', 'roles', 'status', 'createdAt'] as const;

/**
 * The people list as a workbook in the reader's language (Export). Its first columns are the
 * import's, with the same headings and values the import reads (labels, Jalali or ISO birth dates,
 * the manager by personnel code, else national code), so that a company's list can be corrected
 * and imported again with "update"; then the manager's name, the company (only across companies),
 * roles, status and the day the person was added.
 */
export async function buildPeopleWorkbook(
  rows: readonly PersonRow[],
  lang: LanguageCode,
  options: { showCompany: boolean },
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'RIRA';
  book.created = new Date();
  const sheet = book.addWorksheet(t(lang, 'workbooks.people.export.sheet'), {
    views: [{ rightToLeft: lang === 'fa', state: 'frozen', ySplit: 1 }],
  });
  const extras = EXTRA_COLUMNS.filter((c) => c !== 'company' || options.showCompany);
  sheet.columns = [
    ...IMPORT_COLUMNS.map((c) => ({ header: columnHeader(c.key, lang), key: c.key, width: c.width })),
    ...extras.map((c) => ({ header: t(lang, `workbooks.people.export.columns.${c}`), key: c, width: c === 'createdAt' ? 14 : 24 })),
  ];
  sheet.getRow(1).font = { bold: true };
  // Codes and numbers stay text: a national code keeps its leading zeros, a mobile its 0.
  IMPORT_COLUMNS.forEach((c, index) => {
    if ('text' in c && c.text) sheet.getColumn(index + 1).numFmt = '@';
  });
  const day = new Intl.DateTimeFormat(lang === 'fa' ? 'fa-IR-u-ca-persian-nu-latn' : 'en-CA', {
    timeZone: TEHRAN_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const title = (fa: string | null, en: string | null) => (fa ? textIn(fa, en, lang) : '');
  for (const row of rows) {
    const { user, employment } = row;
    const manager = row.manager;
    const values: Record<ImportColumnKey | (typeof EXTRA_COLUMNS)[number], string> = {
      firstName: user.firstName,
      lastName: user.lastName,
      firstNameEn: user.firstNameEn ?? '',
      lastNameEn: user.lastNameEn ?? '',
      nationality: NATIONALITY_LABELS[user.nationality][lang],
      nationalCode: user.nationalCode ?? '',
      passportNumber: user.passportNumber ?? '',
      mobile: user.mobile ?? '',
      email: user.email ?? '',
      birthDate: user.birthDate ? birthDateIn(user.birthDate, lang) : '',
      personnelCode: employment.personnelCode ?? '',
      userType: USER_TYPE_LABELS[employment.userType][lang],
      department: title(row.departmentTitle, row.departmentTitleEn),
      position: title(row.positionTitle, row.positionTitleEn),
      jobTitle: title(row.jobTitleTitle, row.jobTitleTitleEn),
      managementLevel: title(row.managementLevelTitle, row.managementLevelTitleEn),
      structure: title(row.structureTitle, row.structureTitleEn),
      manager: manager ? (manager.personnelCode ?? manager.nationalCode ?? '') : '',
      managerName: manager ? (lang === 'en' ? (englishFullName(manager) ?? fullNameIn(manager, 'fa')) : fullNameIn(manager, 'fa')) : '',
      company: textIn(row.companyTitle, row.companyTitleEn, lang),
      roles: (row.roles ?? [])
        .filter((r) => r === 'companyAdmin' || r === 'user')
        .map((r) => t(lang, `workbooks.people.export.roles.${r}`))
        .join(t(lang, 'workbooks.listSeparator')),
      status: t(lang, `workbooks.people.export.status.${employment.isActive ? 'active' : 'inactive'}`),
      createdAt: day.format(employment.createdAt),
    };
    sheet.addRow(values);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** As the import reads it: Jalali 1370/05/12 in Persian, ISO 1991-08-03 in English. */
function birthDateIn(iso: string, lang: LanguageCode): string {
  if (lang === 'en') return iso;
  const jalali = isoToJalali(iso);
  if (!jalali) return iso;
  return `${jalali.year}/${String(jalali.month).padStart(2, '0')}/${String(jalali.day).padStart(2, '0')}`;
}
