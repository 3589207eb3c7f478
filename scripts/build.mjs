// `npm run build`: the web app (client + SSR bundle), then the server bundle.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { markBuilt } from './build-state.mjs';
import { runOrExit } from './run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await runOrExit('npm', ['run', 'build', '-w', 'web'], { cwd: root });
await runOrExit('npm', ['run', 'build', '-w', 'server'], { cwd: root });
markBuilt(root);
