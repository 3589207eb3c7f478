/** An object after `compact`: every key optional, and never '', null or undefined when present. */
export type Compacted<T> = { [K in keyof T]?: Exclude<T[K], '' | null | undefined> };

/** Leaves out keys whose value is undefined, null or '' (optional filters of a list request). */
export function compact<T extends Record<string, unknown>>(value: T): Compacted<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Compacted<T>;
}
