/**
 * The signed-in callers this server copy has read (plugins/session.ts), by their session token's
 * hash, each beside the actor version it was read at (db/schema/auth.ts `actorVersion`).
 *
 * A kept caller is reused only after the request has read the version from the database and found
 * it unchanged. Every change to what a caller is made of (a sign-out, a role given or taken, a
 * person or company deactivated, a name edited; made by this copy, another copy or by hand in SQL)
 * moves the version on in the same commit, so the first request after that commit, on any copy,
 * reads its caller afresh: the same guarantee as reading the whole caller on every request
 * (decision 016), for the price of reading one number.
 *
 * Kept callers are frozen: every request shares them, so none may change one in place.
 */
export class ActorCache<T extends object> {
  private readonly entries = new Map<string, { version: number; value: T }>();

  /** At most `capacity` callers; the one used longest ago goes first. */
  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The kept caller whatever its version, to decide whether the version is worth reading. */
  peek(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  /** The kept caller if it was read at `version`; one read at another version is dropped. */
  get(key: string, version: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry); // now the most recently used
    return entry.value;
  }

  set(key: string, version: number, value: T): T {
    const frozen = deepFreeze(value);
    this.entries.delete(key);
    this.entries.set(key, { version, value: frozen });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return frozen;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !(value instanceof Date)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  // A Date's own time can still be set (its internal slot is not a property): nothing here sets one.
  return value;
}
