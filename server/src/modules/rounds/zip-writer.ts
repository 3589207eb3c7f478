import fs from 'node:fs';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';

/**
 * A ZIP file written entry by entry to a file on disk, with yazl (the writing half of yauzl, which
 * the tests read ZIPs with): each entry is streamed out as it is added, so an archive of a hundred
 * PDFs holds about one of them in memory — `add` waits until the file has taken the entry's bytes.
 * Entries are stored, not deflated (a printed PDF is compressed already); yazl marks non-ASCII names
 * as UTF-8, so Persian names open as Persian in every current unzipper. A name already in the
 * archive gets `-2`, `-3`… before its extension (two people of one name).
 */
export class ZipWriter {
  private readonly names = new Set<string>();
  private readonly written: Promise<void>;

  private constructor(
    private readonly zip: ZipFile,
    private readonly file: fs.WriteStream,
  ) {
    zip.outputStream.pipe(file);
    this.written = finished(file);
    // Seen by `finish`/`abandon`; without a handler a failed write would crash the process.
    this.written.catch(() => undefined);
  }

  static async create(filePath: string): Promise<ZipWriter> {
    const file = fs.createWriteStream(filePath, { mode: 0o600 });
    await once(file, 'open');
    return new ZipWriter(new ZipFile(), file);
  }

  /** Adds one entry and resolves once it is on its way to the file; returns the name it got. */
  async add(name: string, bytes: Buffer, modified: Date = new Date()): Promise<string> {
    const unique = this.uniqueName(name);
    this.zip.addBuffer(bytes, unique, { mtime: modified, compress: false });
    // Back-pressure: let the file drain what is queued before the next PDF is printed.
    if (this.file.writableNeedDrain) await once(this.file, 'drain');
    return unique;
  }

  /** Writes the central directory and closes the file. */
  async finish(): Promise<void> {
    this.zip.end();
    await this.written;
  }

  /** Closes the file without finishing it (the caller removes it). */
  async abandon(): Promise<void> {
    this.zip.outputStream.unpipe(this.file);
    this.file.destroy();
    await this.written.catch(() => undefined);
  }

  get count(): number {
    return this.names.size;
  }

  private uniqueName(name: string): string {
    let candidate = name;
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    for (let n = 2; this.names.has(candidate); n++) candidate = `${stem}-${n}${ext}`;
    this.names.add(candidate);
    return candidate;
  }
}
