/** What askHidden needs of a terminal: process.stdin is one when it is a TTY. */
export interface PromptInput {
  isRaw?: boolean;
  setRawMode(mode: boolean): unknown;
  setEncoding(encoding: BufferEncoding): unknown;
  resume(): unknown;
  pause(): unknown;
  on(event: 'data', listener: (chunk: string) => void): unknown;
  off(event: 'data', listener: (chunk: string) => void): unknown;
}

/** Cancelled with Ctrl-C at a prompt. */
export class PromptCancelledError extends Error {}

/**
 * Asks for a secret on a terminal without echoing it: the terminal is put in raw mode (no echo, one
 * key at a time) for the answer and put back after, whatever happens. Enter ends the answer,
 * Backspace takes back the last character, arrow keys are ignored, Ctrl-C cancels; a pasted answer arrives in one chunk.
 */
export function askHidden(prompt: string, input: PromptInput, output: { write(text: string): unknown }): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(prompt);
    const wasRaw = Boolean(input.isRaw);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    let value: string[] = [];
    // An arrow or function key sends ESC [ … ending in a letter or ~: not part of the answer.
    let inEscape = false;
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(wasRaw);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(value.join(''));
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (inEscape) {
          if (/[A-Za-z~]/.test(ch)) inEscape = false;
          continue;
        }
        if (ch === '\u001b') {
          inEscape = true;
          continue;
        }
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish();
        if (ch === '\u0003') return finish(new PromptCancelledError('cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value.push(ch);
      }
    };
    input.on('data', onData);
  });
}
