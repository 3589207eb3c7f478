/**
 * Loops in reporting lines (docs/decisions/036). Each person has at most one manager, so the lines
 * of a company are a graph with one edge out of each node: following managers from anyone either
 * ends (someone without a manager) or comes round to a loop. A loop — A manages B manages A, or
 * someone managing themselves — would leave nobody at the top of that chain, and proposals
 * (peers, direct reports) would go round it, so a change that makes one is refused.
 */

/** Who manages whom, as it would be after the change: a person missing from the map has no manager. */
export type ManagerOf = ReadonlyMap<string, string | null | undefined>;

/**
 * Every loop the lines hold, each listed once from the changed person it reaches first, as the
 * people in order of who manages whom, ending with the first again: [A, B, A] when A's manager is
 * B and B's is A; [A, A] when A manages themselves. Only loops through one of `changed` are
 * returned (lines stored before were checked when they were written). Linear in the number of
 * people: each is walked once, whatever the length of the chains (a file of 20,000 rows in one
 * chain costs no more than 20,000 rows in a flat list).
 */
export function reportingLoops(managerOf: ManagerOf, changed: Iterable<string>): string[][] {
  const state = new Map<string, 'walking' | 'done'>();
  const onLoop = new Map<string, { loop: string[]; at: number }>(); // person → their loop and their place in it
  for (const start of [...managerOf.keys()]) {
    if (state.has(start)) continue;
    const path: string[] = [];
    let at: string | null | undefined = start;
    while (at && !state.has(at)) {
      state.set(at, 'walking');
      path.push(at);
      at = managerOf.get(at);
    }
    if (at && state.get(at) === 'walking') {
      const loop = path.slice(path.indexOf(at));
      loop.forEach((person, i) => onLoop.set(person, { loop, at: i }));
    }
    for (const person of path) state.set(person, 'done');
  }
  const loops: string[][] = [];
  const reported = new Set<string>();
  for (const person of changed) {
    const found = onLoop.get(person);
    if (!found || reported.has(person)) continue;
    const { loop, at } = found;
    loop.forEach((member) => reported.add(member));
    loops.push([...loop.slice(at), ...loop.slice(0, at), person]);
  }
  return loops;
}

/**
 * Whether making `managerId` the manager of `personId` closes a loop, given the managers above
 * `managerId` in order (their chain up, as stored): it does when the person is the manager
 * themselves or is found among those above them.
 */
export function wouldLoop(personId: string, managerId: string, chainAboveManager: readonly string[]): boolean {
  return personId === managerId || chainAboveManager.includes(personId);
}
