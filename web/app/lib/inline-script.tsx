import { useRouteLoaderData } from 'react-router';
import { usePageHydrates } from './page-hydration.ts';

/**
 * The source of an inline script that runs `run` once: the function's own text (as the server's
 * bundle compiled it), so the script is written, type-checked and tested as TypeScript. `run`
 * must be self-contained: nothing imported, nothing from outside its body.
 */
export function inlineScriptSource(run: () => void): string {
  return `(${run.toString()})()`;
}

/**
 * A small script on a static public page (docs/decisions/007, 027): the page works without it,
 * and it makes the page nicer where scripts run. Allowed by its hash in a cached page's CSP
 * (server/src/plugins/page-cache.ts) or by the request's nonce. A hydrated page (a client-side
 * step into the route) renders nothing: React Router's own components do the same there.
 */
export function InlineScript({ run }: { run: () => void }) {
  const pageHydrates = usePageHydrates();
  const nonce = useRouteLoaderData<{ cspNonce?: string }>('root')?.cspNonce || undefined;
  if (pageHydrates) return null;
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: inlineScriptSource(run) }} />;
}
