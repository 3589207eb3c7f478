// `npm run restore -- <file> [--replace]`: a backup archive back into the database and the file stores (docs/decisions/026).
import { runServerCommand } from './backup-command.mjs';

process.exit(await runServerCommand('restore-cli', process.argv.slice(2)));
