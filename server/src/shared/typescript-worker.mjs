// A worker thread's start when the server runs from source (tsx, vitest): Node 20 does not pass
// the tsx loader on to worker threads, so the thread registers it, then imports the TypeScript
// entry named by its first argument. The bundled server starts its workers' .js files directly
// (see worker-task.ts).
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
