/**
 * Which cells of a table of groups may be shown (assessment-method.md §6): the one place that
 * decides it for the team heatmap's columns, an organisation's tiers and a comparison's
 * organisations (issue 27). A cell is a group of people (a department, a tier, an organisation)
 * with the number of them that have a released complete report; its figures are averages over
 * those people. Pure: counts in, states out; nothing here reads a score.
 *
 * - A group with nobody is **no data**; one with fewer than `threshold` people is **below the
 *   threshold**: its figures are hidden.
 * - **Complementary suppression.** Where the total over all the groups is shown beside them, the
 *   hidden groups' people together are the total less the shown groups: their sum could be worked
 *   out by subtraction. So while the hidden groups hold between one and `threshold − 1` people
 *   together, the smallest shown group is **withheld** too. One is always there (the total holds
 *   at least `threshold`, the hidden fewer) and always enough (it holds at least `threshold`).
 * - The total is itself a cell: below the threshold, it is hidden whatever its parts.
 *
 * Withholding a group tells nothing of the hidden one (its own figures are at least `threshold`
 * people's), and the screens say why it is withheld, distinct from *below the threshold*.
 */

export type CellState = 'shown' | 'belowThreshold' | 'withheld' | 'noData';

export interface GroupCount<K extends string = string> {
  key: K;
  /** People in the group with a released complete report in the chosen scope. */
  people: number;
}

export interface CellDecision<K extends string = string> {
  states: Map<K, CellState>;
  /** Whether the total over every group may be shown (false when asked not to show one). */
  totalShown: boolean;
}

export function decideCells<K extends string>(
  groups: readonly GroupCount<K>[],
  { threshold, withTotal }: { threshold: number; withTotal: boolean },
): CellDecision<K> {
  if (!Number.isInteger(threshold) || threshold < 1) throw new RangeError(`threshold must be a positive integer, not ${threshold}`);
  const states = new Map<K, CellState>();
  for (const group of groups) {
    if (states.has(group.key)) throw new RangeError(`group ${group.key} is listed twice`);
    states.set(group.key, group.people <= 0 ? 'noData' : group.people < threshold ? 'belowThreshold' : 'shown');
  }
  const total = groups.reduce((sum, g) => sum + Math.max(0, g.people), 0);
  const totalShown = withTotal && total >= threshold;
  if (!totalShown) return { states, totalShown };

  const hiddenPeople = () => groups.reduce((sum, g) => sum + (states.get(g.key) === 'shown' ? 0 : Math.max(0, g.people)), 0);
  if (hiddenPeople() > 0 && hiddenPeople() < threshold) {
    // The smallest shown group (the first listed among equals, so the choice is stable).
    const smallest = groups.reduce<GroupCount<K> | null>(
      (best, g) => (states.get(g.key) === 'shown' && (!best || g.people < best.people) ? g : best),
      null,
    );
    states.set(smallest!.key, 'withheld');
  }
  return { states, totalShown };
}
