/**
 * One invitation per rater per round (issue 26, docs/decisions/038): when a round's invitations go
 * out, the colleagues asked to sort (assessors with an account) are grouped by person — one mail
 * (and one SMS) each, listing every person they are asked to sort for in this round, with one link
 * to their list of sorts in the panel. External assessors have no account and answer through their
 * own personal link, so each of their rows stays an invitation of its own.
 *
 * Pure: the rounds service hands it the rows each assessment's send chose (confirmed, not answered,
 * not sent yet) and sends what it returns. Nothing here reads an answer (assessment-method.md §2),
 * and a rater's group names only the people *they* assess: never another rater.
 */
import type { LanguageCode } from '@rira/contracts';

/** One assessor row to invite, with whom it assesses. */
export interface RoundInvitee {
  assessorId: string;
  assessmentId: string;
  /** The assessor's account; null for an external assessor. */
  userId: string | null;
  /** The assessed person. */
  targetUserId: string;
  /** The language chosen for this row's invitation. */
  invitationLanguage: LanguageCode;
}

/** One colleague's single invitation: the rows it stands for and the people it lists. */
export interface RaterInvitation {
  userId: string;
  lang: LanguageCode;
  /** In the order the rows came; one per assessed person (a person listed once). */
  rows: RoundInvitee[];
}

export interface RoundInvitationPlan {
  /** Colleagues: one invitation each, in the order each first appears. */
  raters: RaterInvitation[];
  /** External assessors: one personal link each, as a single assessment sends them. */
  external: RoundInvitee[];
}

/**
 * The language of a rater's one invitation: the language chosen on their rows when they all agree,
 * else the language the person chose for themselves (their account's), so a colleague invited in
 * English for one person and Persian for another reads their own.
 */
export function raterLanguage(rows: readonly Pick<RoundInvitee, 'invitationLanguage'>[], preferred: LanguageCode): LanguageCode {
  const languages = new Set(rows.map((r) => r.invitationLanguage));
  return languages.size === 1 ? rows[0]!.invitationLanguage : preferred;
}

/**
 * Groups a round's invitations: colleagues by person, externals one by one. A row naming the same
 * assessor id twice is kept once; `preferredLanguage` gives each colleague's account language.
 */
export function planRoundInvitations(
  invitees: readonly RoundInvitee[],
  preferredLanguage: (userId: string) => LanguageCode = () => 'fa',
): RoundInvitationPlan {
  const seen = new Set<string>();
  const byRater = new Map<string, RoundInvitee[]>();
  const external: RoundInvitee[] = [];
  for (const row of invitees) {
    if (seen.has(row.assessorId)) continue;
    seen.add(row.assessorId);
    if (!row.userId) {
      external.push(row);
      continue;
    }
    const rows = byRater.get(row.userId) ?? [];
    rows.push(row);
    byRater.set(row.userId, rows);
  }
  const raters = [...byRater].map(([userId, rows]) => ({ userId, rows, lang: raterLanguage(rows, preferredLanguage(userId)) }));
  return { raters, external };
}
