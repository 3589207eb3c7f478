/**
 * Noticing a new deploy (seed spec §9: hourly). The build writes /build-meta.json; when its id differs
 * from the one this bundle was built with, the visitor is offered a reload.
 */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const BUILD_META_PATH = '/build-meta.json';

export function currentBuildId(): string {
  return typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
}

/** The deployed build id, or null when it cannot be read (offline, dev server). */
export async function fetchDeployedBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(BUILD_META_PATH, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const meta = (await response.json()) as { buildId?: unknown };
    return typeof meta.buildId === 'string' ? meta.buildId : null;
  } catch {
    return null;
  }
}

interface WatchOptions {
  current?: string;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
  onNewBuild: (buildId: string) => void;
}

/** Starts the hourly check; returns a stop function. Reports each new id once. */
export function watchForNewBuild(options: WatchOptions): () => void {
  const current = options.current ?? currentBuildId();
  let announced: string | null = null;
  const check = async () => {
    const deployed = await fetchDeployedBuildId(options.fetchImpl);
    if (deployed && deployed !== current && deployed !== announced) {
      announced = deployed;
      options.onNewBuild(deployed);
    }
  };
  const timer = setInterval(() => void check(), options.intervalMs ?? BUILD_CHECK_INTERVAL_MS);
  return () => clearInterval(timer);
}
