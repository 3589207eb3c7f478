import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zipEntries } from '../../test/zip-entries.ts';
import { ZipWriter } from './zip-writer.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rira-zip-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('ZipWriter', () => {
  it('writes entries with Persian names that read back byte for byte, a repeated name made unique', async () => {
    const file = path.join(dir, 'a.zip');
    const zip = await ZipWriter.create(file);
    const one = Buffer.from('%PDF-1.7 first');
    const two = Buffer.alloc(70_000, 7);
    expect(await zip.add('علی-رضایی-complete-fa-1404-07-01.pdf', one)).toBe('علی-رضایی-complete-fa-1404-07-01.pdf');
    expect(await zip.add('علی-رضایی-complete-fa-1404-07-01.pdf', two)).toBe('علی-رضایی-complete-fa-1404-07-01-2.pdf');
    await zip.add('empty.txt', Buffer.alloc(0));
    await zip.finish();
    const entries = await zipEntries(fs.readFileSync(file));
    expect(entries.map((e) => e.name)).toEqual([
      'علی-رضایی-complete-fa-1404-07-01.pdf',
      'علی-رضایی-complete-fa-1404-07-01-2.pdf',
      'empty.txt',
    ]);
    expect(entries[0]!.bytes.equals(one)).toBe(true);
    expect(entries[1]!.bytes.equals(two)).toBe(true);
    expect(entries[2]!.bytes.length).toBe(0);
  });

  it('writes an empty archive that reads as one', async () => {
    const file = path.join(dir, 'empty.zip');
    const zip = await ZipWriter.create(file);
    await zip.finish();
    expect(await zipEntries(fs.readFileSync(file))).toEqual([]);
  });
});
