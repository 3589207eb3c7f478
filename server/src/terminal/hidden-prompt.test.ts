import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { askHidden, PromptCancelledError } from './hidden-prompt.ts';

/** A terminal that records its raw mode and what was written to it. */
function fakeTerminal() {
  const emitter = new EventEmitter();
  const input = Object.assign(emitter, {
    isRaw: false,
    modes: [] as boolean[],
    setRawMode(mode: boolean) {
      this.isRaw = mode;
      this.modes.push(mode);
    },
    setEncoding() {},
    resume() {},
    pause() {},
    type(text: string) {
      emitter.emit('data', text);
    },
  });
  const written: string[] = [];
  return { input, output: { write: (text: string) => written.push(text) }, written };
}

describe('askHidden', () => {
  it('reads an answer without echoing it, with backspace and arrow keys, and puts the terminal back', async () => {
    const { input, output, written } = fakeTerminal();
    const answer = askHidden('Password: ', input, output);
    input.type('Secret');
    input.type('x\u007f'); // typed, then taken back
    input.type('\u001b[D'); // the left arrow
    input.type('-۱۴۰۴\r');
    await expect(answer).resolves.toBe('Secret-۱۴۰۴');
    expect(written.join('')).toBe('Password: \n');
    expect(input.modes).toEqual([true, false]);
    expect(input.listenerCount('data')).toBe(0);
  });

  it('takes a pasted answer in one chunk, and stops at Ctrl-C with the terminal put back', async () => {
    const pasted = fakeTerminal();
    const answer = askHidden('Password: ', pasted.input, pasted.output);
    pasted.input.type('Pasted-pass-1\r\n');
    await expect(answer).resolves.toBe('Pasted-pass-1');

    const { input, output } = fakeTerminal();
    const cancelled = askHidden('Password: ', input, output);
    input.type('abc\u0003');
    await expect(cancelled).rejects.toBeInstanceOf(PromptCancelledError);
    expect(input.isRaw).toBe(false);
  });
});
