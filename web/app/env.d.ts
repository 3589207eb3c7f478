/** The id of the build this bundle belongs to (vite.config.ts `define`); 'dev' under the dev server. */
declare const __BUILD_ID__: string;
