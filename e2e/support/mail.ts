import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number; content: string }[];
}

/** Waits for a mail the test SMTP server received (global-setup writes each as a JSON file). */
export async function waitForMail(match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000): Promise<ReceivedMail> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of fs.readdirSync(dir).sort()) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail;
      if (match(mail)) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('no matching mail arrived');
}
