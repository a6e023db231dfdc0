const replacements: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes visitor text for HTML element content and quoted attribute values. The lead arrives
 * decoded (`O'Brien & Sons <3`); escaping here, once, is what keeps the email from showing
 * `O&#39;Brien` as text or rendering a visitor's markup (docs/decisions/001-lead-api-contract.md).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => replacements[ch] ?? ch);
}
