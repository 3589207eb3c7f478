import type { NextInRound, Placements, SortSession } from '@rira/contracts/assessments';
import type { SaveFn } from './answer-saver.ts';

/**
 * Where an answer comes from and goes to: the signed-in participant's own answer (by assessor
 * id, `my-assessments/participant-sort-source.ts`) or an invitation link (by token,
 * `invitation/invitation-sort-source.ts`). The flow and the board are the same for both; each
 * screen brings its own source, so the card sort depends on neither.
 */
export interface SortSource {
  context: 'participant' | 'invitation';
  key: readonly unknown[];
  load: (signal?: AbortSignal) => Promise<SortSession>;
  /** Record: a draft save (keepalive when the page is being left). */
  record: SaveFn;
  /** Register: the final answer. */
  register: (placements: Placements, version: number) => Promise<unknown>;
  /** The optional critique of the assessment on the thank-you page (signed-in participants). */
  critique?: (assessmentId: string, text: string) => Promise<unknown>;
  /** The participant's next sort in the same round, asked on the thank-you page (signed-in assessors; issue 26). */
  next?: { key: readonly unknown[]; load: (signal?: AbortSignal) => Promise<NextInRound | null> };
}
