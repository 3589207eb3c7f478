const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text people wrote (names, titles, links) put into markup the server builds — mails, the sitemap
 * and the RSS feed: the five characters that could end a text or a quoted attribute become
 * entities. `&#39;` rather than `&apos;`, so the one function serves HTML and XML alike.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}
