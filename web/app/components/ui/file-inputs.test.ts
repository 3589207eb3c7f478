import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(import.meta.dirname, '../..');

/** Every source file of the web app (tests aside). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Where a native file input may be written. The browser's own one says "Choose File / No file
 * chosen" in the browser's language on Persian screens: every screen uses FilePicker instead.
 */
const ALLOWED = new Map([
  ['components/ui/file-picker.tsx', 'the one translated picker'],
  // A toolbar button opens the chooser; the input itself is never shown (class "hidden").
  ['features/magazine-admin/rich-text-editor.tsx', 'the editor toolbar’s image button'],
]);

describe('file inputs', () => {
  it('are all the translated FilePicker, never the browser’s own', () => {
    const offenders = sources(APP)
      .filter((file) => /type=["{']+file["}']/.test(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(APP, file).split(path.sep).join('/'))
      .filter((file) => !ALLOWED.has(file));
    expect(offenders).toEqual([]);
  });
});
