// `npm run dev`: the server restarts on server changes (tsx watch); the web app hot-reloads (Vite).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawn } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = spawn('npx', ['tsx', 'watch', '--clear-screen=false', '--exclude', 'web/**', 'server/src/main.ts'], {
  cwd: root,
  env: { NODE_ENV: 'development', LOG_LEVEL: 'info', ...process.env },
  stdio: ['inherit', 'pipe', 'inherit'],
});
const pretty = spawn('npx', ['pino-pretty', '--translateTime', 'HH:MM:ss', '--ignore', 'pid,hostname'], {
  cwd: root,
  stdio: ['pipe', 'inherit', 'inherit'],
});
server.stdout.pipe(pretty.stdin);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
