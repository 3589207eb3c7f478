import { restoreCommand } from './backup/commands.ts';
import { loadConfig } from './config.ts';

/** `npm run restore -- <file> [--replace]`: a backup back into the configured database and file stores (docs/decisions/026). */
const code = await restoreCommand(process.argv.slice(2), loadConfig(), {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
