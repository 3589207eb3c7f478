/**
 * Puts a text that is still being fetched on the clipboard. Call it in the click's own handler,
 * before any `await`: browsers let a page write to the clipboard only in answer to the person's
 * gesture, and Safari ends that permission at the first await — so the text goes in as a promised
 * `ClipboardItem` where there is one, else by `writeText` once it has arrived. Resolves false (never
 * rejects) when the browser refuses (an insecure page, a denied permission, no clipboard at all) or
 * the text never came: the screen then shows it to be selected and copied by hand.
 */
export function copyWhenReady(text: Promise<string>): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) return Promise.resolve(false);
  const viaWriteText = async () => {
    try {
      await clipboard.writeText(await text);
      return true;
    } catch {
      return false;
    }
  };
  if (typeof ClipboardItem === 'undefined' || typeof clipboard.write !== 'function') return viaWriteText();
  let item: ClipboardItem;
  try {
    item = new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) });
  } catch {
    return viaWriteText();
  }
  return clipboard.write([item]).then(
    () => true,
    // A browser that takes no promised item (or refused it) may still take the plain text.
    () => viaWriteText(),
  );
}

/** The old way, for the manual fallback: copies what is selected in the page (true when the browser did). */
export function copySelection(): boolean {
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  }
}
