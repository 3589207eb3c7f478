import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * One id per build. React Router builds the client and the server in one process and may load
 * this file more than once, so the id is kept in the environment to stay the same for both.
 * A deploy may pin it with RIRA_BUILD_ID.
 */
function buildId(command: 'build' | 'serve'): string {
  if (command === 'serve') return 'dev';
  process.env.RIRA_BUILD_ID ??= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
  return process.env.RIRA_BUILD_ID;
}

/** Writes build-meta.json next to the client assets; the browser polls it to notice new deploys. */
function buildMeta(id: string): Plugin {
  let ssrBuild = false;
  return {
    name: 'rira-build-meta',
    apply: 'build',
    configResolved(config) {
      ssrBuild = Boolean(config.build.ssr);
    },
    generateBundle() {
      const consumer = this.environment?.config.consumer;
      const isClient = consumer ? consumer === 'client' : !ssrBuild;
      if (!isClient) return;
      this.emitFile({
        type: 'asset',
        fileName: 'build-meta.json',
        source: JSON.stringify({ buildId: id, builtAt: new Date().toISOString() }),
      });
    },
  };
}

/**
 * In the server bundle, the app's imports of 'react-i18next' get app/lib/react-i18next.server.ts:
 * the package with a server-only `useTranslation` (a render never switches language; the package's
 * hook did per component what a render needs once; docs/decisions/021). The browser's bundle, the
 * dev browser and the tests keep the package as it is.
 */
function serverTranslationHook(): Plugin {
  const serverModule = fileURLToPath(new URL('./app/lib/react-i18next.server.ts', import.meta.url));
  return {
    name: 'rira-server-translation-hook',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'react-i18next' || this.environment?.config.consumer !== 'server') return null;
      if (!importer || importer === serverModule || importer.includes('/node_modules/')) return null;
      return serverModule;
    },
  };
}

export default defineConfig(({ command }) => {
  const id = buildId(command);
  return {
    plugins: [serverTranslationHook(), tailwindcss(), reactRouter(), buildMeta(id)],
    define: { __BUILD_ID__: JSON.stringify(id) },
    // The server bundle carries its libraries, tree-shaken: left external, Node resolved and kept
    // in memory every module of them at start (lucide-react's every icon, all of date-fns and
    // recharts: about 3,000 files, 30–50 s of start-up on a busy 2-core machine). React and React
    // Router stay external: the server's request handler and the bundle must share one copy of
    // each (hooks, and the `data()` results the handler recognises by class).
    ...(command === 'build' ? { ssr: { noExternal: true, external: ['react', 'react-dom', 'react-router', '@react-router/node'] } } : {}),
    // RIRA_SSR_SOURCEMAP=1: source maps for the server bundle only (bench/ssr-profile.ts names modules by them).
    ...(process.env.RIRA_SSR_SOURCEMAP === '1' ? { environments: { ssr: { build: { sourcemap: true } } } } : {}),
  };
});
