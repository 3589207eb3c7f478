/**
 * Plain-text fields (FAQ questions and answers, trusted companies' names, page documents' texts):
 * whatever HTML someone types or pastes is taken out before the value is checked and stored — a
 * `<script>` or `<style>` block with its content, comments, every tag, a tag left open — so a
 * stored value can never become markup, whatever renders it later. Runs in the browser and on the
 * server alike (no parser: contracts have no dependencies beyond zod and the calendar).
 *
 * Entities are kept as typed: the value is text, so `&amp;` is what the person wrote. This is why
 * the server's article code keeps its own `stripTags` (server/src/modules/magazine/article-html.ts):
 * its input is HTML, parsed by sanitize-html, whose entities are read back into characters.
 */
export function stripHtml(value: string): string {
  return value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[a-zA-Z!?][^<>]*>/g, '')
    .replace(/<(?=[a-zA-Z!/?])[^<>]*$/g, '')
    .replace(/<(?=[a-zA-Z!/?])/g, '');
}

/** Every string of a document with its HTML taken out (page documents hold plain text only). */
export function stripHtmlDeep<T>(value: T): T {
  if (typeof value === 'string') return stripHtml(value) as T;
  if (Array.isArray(value)) return value.map((v) => stripHtmlDeep(v)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, stripHtmlDeep(v)])) as T;
  }
  return value;
}
