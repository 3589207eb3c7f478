import type { z } from 'zod';
import type {
  AssessorType,
  Competency,
  Difficulty,
  Factor,
  Template,
  assessorTypeInputSchema,
  competencyInputSchema,
  difficultyInputSchema,
  factorInputSchema,
  templateInputSchema,
} from '@rira/contracts/assessments';
import type { ListEnvelope } from '@rira/contracts/envelopes';
import { apiGet } from '../../lib/api-client.ts';
import { compact, postAction, postList } from '../organisation/list-request.ts';

/**
 * The competency library (admin/{Difficulty,Factor,Competency,AssessorType,AssessmentTemplate}/*):
 * the same six calls for each kind. The system manager manages it; company admins read it and
 * manage their own company's templates.
 */
export type LibraryKind = 'difficulty' | 'factor' | 'competency' | 'assessorType' | 'template';

export const LIBRARY_API_NAMES: Record<LibraryKind, string> = {
  difficulty: 'Difficulty',
  factor: 'Factor',
  competency: 'Competency',
  assessorType: 'AssessorType',
  template: 'AssessmentTemplate',
};

export interface LibraryItems {
  difficulty: Difficulty;
  factor: Factor;
  competency: Competency;
  assessorType: AssessorType;
  template: Template;
}

export interface LibraryInputs {
  difficulty: z.input<typeof difficultyInputSchema>;
  factor: z.input<typeof factorInputSchema>;
  competency: z.input<typeof competencyInputSchema>;
  assessorType: z.input<typeof assessorTypeInputSchema>;
  template: z.input<typeof templateInputSchema>;
}

export interface LibraryListRequest {
  pageIndex: number;
  pageSize: number;
  search?: string;
  isActive?: boolean;
  factorId?: string;
  difficultyId?: string;
  companyId?: string;
}

const path = (kind: LibraryKind, verb: string) => `admin/${LIBRARY_API_NAMES[kind]}/${verb}`;

export const libraryKeys = {
  all: ['library'] as const,
  kind: (kind: LibraryKind) => ['library', kind] as const,
  list: (kind: LibraryKind, request: LibraryListRequest) => ['library', kind, 'list', request] as const,
  every: (kind: LibraryKind, companyId?: string) => ['library', kind, 'every', companyId ?? null] as const,
  one: (kind: LibraryKind, id: string) => ['library', kind, 'one', id] as const,
};

export const libraryApi = {
  list: <K extends LibraryKind>(kind: K, request: LibraryListRequest, signal?: AbortSignal): Promise<ListEnvelope<LibraryItems[K]>> =>
    postList<LibraryItems[K]>(path(kind, 'GetAll'), compact({ ...request }), signal),
  get: <K extends LibraryKind>(kind: K, id: string, signal?: AbortSignal) => apiGet<LibraryItems[K]>(`${path(kind, 'Get')}/${id}`, { signal }),
  add: <K extends LibraryKind>(kind: K, input: LibraryInputs[K]) => postAction<string>(path(kind, 'Add'), input),
  update: <K extends LibraryKind>(kind: K, input: LibraryInputs[K] & { id: string }) => postAction(path(kind, 'Update'), input),
  toggle: (kind: LibraryKind, id: string) => postAction(path(kind, 'Toggle'), { id }),
  remove: (kind: LibraryKind, id: string) => postAction(path(kind, 'Delete'), { id }),
};

/** Every item of a kind (pickers and live counts), read 100 at a time. */
export async function fetchEvery<K extends LibraryKind>(kind: K, extra: Omit<LibraryListRequest, 'pageIndex' | 'pageSize'> = {}, signal?: AbortSignal): Promise<LibraryItems[K][]> {
  const items: LibraryItems[K][] = [];
  for (let pageIndex = 1; pageIndex <= 50; pageIndex += 1) {
    const page = await libraryApi.list(kind, { ...extra, pageIndex, pageSize: 100 }, signal);
    items.push(...page.data);
    if (pageIndex >= page.totalPages) break;
  }
  return items;
}
