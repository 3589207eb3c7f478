// `npm run backup -- [--out file]`: the database and the uploaded files into one archive (docs/decisions/026).
import { runServerCommand } from './backup-command.mjs';

process.exit(await runServerCommand('backup-cli', process.argv.slice(2)));
