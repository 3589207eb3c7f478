import type { FileStore } from './file-store.ts';

export interface CopyCounts {
  copied: number;
  /** Already in the target with the same size. */
  skipped: number;
}

/**
 * Copies every file of `source` into `target` under the same key, skipping a key the target
 * already holds with the same size: run again after an interruption, it copies only what is
 * missing or was cut short. Files are never removed from the source.
 */
export async function copyFiles(source: FileStore, target: FileStore, onCopied?: (key: string) => void): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0 };
  for await (const key of source.list()) {
    const [sourceSize, targetSize] = await Promise.all([source.size(key), target.size(key)]);
    // Gone since it was listed (a report PDF being replaced, a logo removed): nothing to copy.
    if (sourceSize === null) continue;
    if (targetSize === sourceSize) {
      counts.skipped++;
      continue;
    }
    await target.write(key, await source.read(key));
    counts.copied++;
    onCopied?.(key);
  }
  return counts;
}
