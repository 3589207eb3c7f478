import { backupCommand } from './backup/commands.ts';
import { loadConfig } from './config.ts';

/** `npm run backup -- [--out file]`: the database and both file stores into one .tar.gz (docs/decisions/026). */
const code = await backupCommand(process.argv.slice(2), loadConfig(), {
  cwd: process.env.INIT_CWD ?? process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
