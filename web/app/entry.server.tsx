import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter } from 'react-router';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { addResources, i18nIn } from './lib/i18n.ts';
import { ENGLISH_LOCALES } from './lib/locales-en.ts';
import { PANEL_LOCALES } from './lib/panel-locales.ts';

// The server renders every page in both languages, panel ones included: all strings from the start.
addResources({ fa: [], en: ENGLISH_LOCALES });
addResources(PANEL_LOCALES);
import { resolveLanguage } from './lib/load-context.ts';
import { RenderOnlyProvider } from './lib/render-only.tsx';

export const streamTimeout = 5_000;

/**
 * Streams the page. Crawlers (and SPA mode) get the complete document at once; people get the
 * shell as soon as it is ready. The CSP nonce from the server goes on every inline script.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // The page language's shared instance, which never switches: concurrent renders in the two languages never mix.
  const i18n = i18nIn(resolveLanguage(request, loadContext));
  const nonce = loadContext?.cspNonce || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18n}>
        <RenderOnlyProvider values={loadContext?.renderOnly}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RenderOnlyProvider>
      </I18nextProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and are logged by React Router.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
