import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyWhenReady } from './clipboard.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A clipboard as the browser offers it: `write` of promised items (Safari, Chrome) and `writeText`. */
function fakeClipboard(options: { write?: (items: ClipboardItem[]) => Promise<void>; writeText?: (text: string) => Promise<void> }) {
  const board = { write: options.write ? vi.fn(options.write) : undefined, writeText: vi.fn(options.writeText ?? (async () => undefined)) };
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(board as unknown as Clipboard);
  return board;
}

class FakeItem {
  constructor(readonly items: Record<string, Promise<Blob>>) {}
}

describe('copyWhenReady', () => {
  it('hands the browser a promised item at once (before the text has come), so Safari still counts the click', async () => {
    vi.stubGlobal('ClipboardItem', FakeItem);
    let written = '';
    const board = fakeClipboard({
      write: async ([item]) => {
        written = await (await (item as unknown as FakeItem).items['text/plain']!).text();
      },
    });
    let arrive!: (text: string) => void;
    const copied = copyWhenReady(new Promise((resolve) => (arrive = resolve)));
    // Called in the same turn as the click, with the text still on its way.
    expect(board.write).toHaveBeenCalledTimes(1);
    arrive('https://rira.example/i/abc');
    expect(await copied).toBe(true);
    expect(written).toBe('https://rira.example/i/abc');
    expect(board.writeText).not.toHaveBeenCalled();
  });

  it('falls back to writeText, and says false when the browser refuses both or the text never comes', async () => {
    vi.stubGlobal('ClipboardItem', FakeItem);
    const board = fakeClipboard({ write: async () => Promise.reject(new Error('not supported')) });
    expect(await copyWhenReady(Promise.resolve('x'))).toBe(true);
    expect(board.writeText).toHaveBeenCalledWith('x');

    fakeClipboard({ writeText: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    vi.stubGlobal('ClipboardItem', undefined);
    expect(await copyWhenReady(Promise.resolve('x'))).toBe(false);
    expect(await copyWhenReady(Promise.reject(new Error('409')))).toBe(false);
  });
});
