// `npm run admin -- create|reset …`: creates or resets a system manager from the terminal (docs/deploy.md, "First sign-in").
import { runServerCommand } from './backup-command.mjs';

process.exit(await runServerCommand('admin-cli', process.argv.slice(2)));
