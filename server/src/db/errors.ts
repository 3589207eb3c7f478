/** PostgreSQL's unique_violation, whether the driver (pg, PGlite) or Drizzle's wrapper threw it. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ? name === constraint || String((e as Error).message).includes(constraint) : true;
  }
  return false;
}
