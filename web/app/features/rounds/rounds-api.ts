import { toast } from 'sonner';
import { roundsContract as call } from '@rira/contracts/api/rounds';
import type { z } from 'zod';
import type { LanguageCode } from '@rira/contracts/language';
import type {
  RoundArchiveRequest,
  RoundBulk,
  RoundCreate,
  RoundListRequest,
  RoundUpdate,
  roundAddPeopleSchema,
  roundRemovePeopleSchema,
} from '@rira/contracts/rounds';
import { api, apiData, apiHref, apiUpload } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { translate } from '../../lib/i18n.ts';
import { compact } from '../../lib/list-request.ts';

/** The company admin's round calls (admin/Round/*, issue 26); the system manager names the company. */
export type RoundAddPeople = z.input<typeof roundAddPeopleSchema>;
export type RoundRemovePeople = z.input<typeof roundRemovePeopleSchema>;

export const roundKeys = {
  all: ['rounds'] as const,
  list: (request: RoundListRequest) => ['rounds', 'list', request] as const,
  one: (id: string) => ['rounds', 'one', id] as const,
  /** The caller's latest ZIP of the round's reports (polled while it is made). */
  archive: (roundId: string) => ['rounds', 'archive', roundId] as const,
};

export const roundsApi = {
  list: (request: RoundListRequest, signal?: AbortSignal) =>
    api(call.list, { body: compact({ ...request }) }, { successToast: false, signal }),
  dashboard: (id: string, signal?: AbortSignal) => apiData(call.dashboard, { params: { id } }, { signal }),
  /** A refusal lands on the form's fields (or above them): no error toast. */
  create: (input: RoundCreate) => apiData(call.create, { body: input }, { loading: true, errorToast: false }),
  update: (input: RoundUpdate) => apiData(call.update, { body: input }, { loading: true, errorToast: false }),
  /** The dialogs show a refusal themselves. */
  addPeople: (input: RoundAddPeople) => apiData(call.addPeople, { body: input }, { loading: true, errorToast: false }),
  removePeople: (input: RoundRemovePeople) => apiData(call.removePeople, { body: input }, { loading: true, errorToast: false }),
  /** The dialog shows what was done, skipped and failed for whom: no toast either way. */
  bulk: (input: RoundBulk) => apiData(call.bulk, { body: input }, { loading: true, successToast: false, errorToast: false }),
  /** Starts the ZIP of the round's reports (or joins the one on its way); the panel shows its progress. */
  archiveReports: (input: RoundArchiveRequest) => apiData(call.archiveReports, { body: input }, { successToast: false }),
  latestArchive: (roundId: string, signal?: AbortSignal) => apiData(call.archiveLatest, { params: { id: roundId } }, { signal }),
  /**
   * The people an Excel list names (nothing is created): the field shows them, or every row's
   * problem (a 400 with `problems`), itself: no toast either way.
   */
  resolvePeopleList: async (file: File, companyId: string | undefined) =>
    (await apiUpload(call.peopleList, { file, fields: { companyId } }, { successToast: false, errorToast: false })).data,
};

/** The sample Excel list of a round's people, with its column names in `lang`. */
export const peopleListSampleUrl = (lang: LanguageCode) => apiHref(call.peopleListSample, { query: { lang } });

/** Where a finished archive is downloaded. */
export const archiveDownloadUrl = (archiveId: string) => apiHref(call.archiveDownload, { params: { id: archiveId } });

/**
 * The round's status as an Excel workbook (one row per person, in the screen's language): fetched
 * with the session's cookie, saved under the server's file name; a toast says it arrived or why not.
 */
export async function downloadRoundWorkbook(id: string): Promise<void> {
  const result = await downloadFile(apiHref(call.workbook, { params: { id } }), 'round.xlsx');
  if (result.ok) toast.success(translate('rounds.dashboard.excelReceived'));
  else if (result.status === 0) toast.error(result.message, { id: 'network-error' });
  else toast.error(result.message);
}
