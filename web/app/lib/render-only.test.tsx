import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeptMarkup, keepForRender, RenderOnlyProvider, renderOnlyKey, useRenderOnly } from './render-only.tsx';

// Hydration is driven by hand here (hydrateRoot), not through Testing Library, which would say so itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DOCUMENT = renderOnlyKey<{ title: string }>('test.document');

/** What a page made from the document shows: its title in a table. */
function Shown({ title }: { title: string }) {
  return (
    <table>
      <tbody>
        <tr>
          <th scope="row">{title}</th>
        </tr>
      </tbody>
    </table>
  );
}

/** A page as a report page renders it: the document from its data, else (on the server) the one kept for the render. */
function Page({ doc, enhance }: { doc: { title: string } | null; enhance?: (root: HTMLElement) => () => void }) {
  const kept = useRenderOnly(DOCUMENT);
  const shown = doc ?? kept ?? null;
  return (
    <article>
      <KeptMarkup enhance={enhance}>{shown ? <Shown title={shown.title} /> : null}</KeptMarkup>
    </article>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('render-only values', () => {
  it('are kept for a page request’s render and refused for a data request, which must return them as data', () => {
    const page = { renderOnly: new Map<string, unknown>() };
    expect(keepForRender(page, DOCUMENT, { title: 'report' })).toBe(true);
    expect(page.renderOnly.get(DOCUMENT)).toEqual({ title: 'report' });
    expect(keepForRender({}, DOCUMENT, { title: 'report' })).toBe(false);
    expect(keepForRender(undefined, DOCUMENT, { title: 'report' })).toBe(false);
  });

  it('reach the server’s render through the provider, and nothing in the browser', () => {
    const values = new Map<string, unknown>([[DOCUMENT, { title: 'گزارش' }]]);
    const html = renderToString(
      <RenderOnlyProvider values={values}>
        <Page doc={null} />
      </RenderOnlyProvider>,
    );
    expect(html).toContain('گزارش');
    expect(renderToString(<Page doc={null} />)).not.toContain('<table');
  });
});

describe('KeptMarkup', () => {
  function serverPage(title: string) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <RenderOnlyProvider values={new Map([[DOCUMENT, { title }]])}>
        <Page doc={null} />
      </RenderOnlyProvider>,
    );
    document.body.append(container);
    return container;
  }

  it('keeps the server’s markup when the browser hydrates without the data, then renders the data once it comes', async () => {
    const container = serverPage('از سرور');
    const serverTable = container.querySelector('table');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const enhance = vi.fn(() => () => {});
    await act(async () => {
      root = hydrateRoot(container, <Page doc={null} enhance={enhance} />, { onRecoverableError: (e) => errors(e) });
    });
    // Hydrated without a mismatch: the very same table is still there, and the kept box was enhanced once.
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('table')).toBe(serverTable);
    expect(container.textContent).toBe('از سرور');
    expect(enhance).toHaveBeenCalledTimes(1);
    expect(enhance).toHaveBeenCalledWith(container.querySelector('[data-kept]'));

    // A navigation brings the document: React renders it in a new box.
    await act(async () => root!.render(<Page doc={{ title: 'از داده' }} enhance={enhance} />));
    expect(container.textContent).toBe('از داده');
    expect(container.querySelectorAll('[data-kept]')).toHaveLength(1);
    expect(container.querySelector('table')).not.toBe(serverTable);
    errors.mockRestore();
  });

  it('keeps re-rendering the kept markup untouched while there is still no data', async () => {
    const container = serverPage('ثابت');
    await act(async () => {
      root = hydrateRoot(container, <Page doc={null} />);
    });
    await act(async () => root!.render(<Page doc={null} />));
    expect(container.textContent).toBe('ثابت');
  });
});
