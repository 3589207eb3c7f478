import { loadConfig } from './config.ts';
import { askHidden } from './terminal/hidden-prompt.ts';
import { adminCommand, operatingSystemUser } from './terminal/admin-command.ts';

/** `npm run admin -- create|reset …`: a system manager from the server's terminal (docs/deploy.md, "First sign-in"). */
const code = await adminCommand(process.argv.slice(2), loadConfig(), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  // Prompts go to stderr, so that stdout carries only the outcome.
  askPassword: process.stdin.isTTY ? (prompt) => askHidden(prompt, process.stdin, process.stderr) : undefined,
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
  osUser: operatingSystemUser(),
});
process.exit(code);
