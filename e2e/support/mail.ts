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

/** The number of the last mail received so far (mails are numbered files): mark it before a step, read what came after. */
export function lastMailNumber(): number {
  const files = fs.readdirSync(inject('mailDir')).sort();
  return files.length ? Number.parseInt(files.at(-1)!, 10) : 0;
}

/** Mails received after the one numbered `since`. */
export function mailsAfter(since: number): ReceivedMail[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .sort()
    .filter((file) => Number.parseInt(file, 10) > since)
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail);
}

/** The personal invitation link's token mailed to `email` after mail `since`. */
export async function invitationTokenFor(email: string, since: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = mailsAfter(since).find((m) => m.to.toLowerCase().includes(email.toLowerCase()) && /\/invitation\//.test(m.text));
    if (mail) return /\/invitation\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
    if (Date.now() > deadline) throw new Error(`no invitation mailed to ${email}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
