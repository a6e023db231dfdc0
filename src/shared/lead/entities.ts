/**
 * The forms (docs/behaviour.md#forms) replace `<`, `>`, `"` and `'` with HTML entities before
 * sending. docs/decisions/009-entity-encoding.md keeps that on the wire; the server decodes exactly these entities back
 * and escapes for HTML itself when it builds the email.
 */
const encodeMap: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const decodeMap: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

export function encodeEntities(text: string): string {
  return text.replace(/[<>"']/g, (ch) => encodeMap[ch] ?? ch);
}

export function decodeEntities(text: string): string {
  return text.replace(/&(?:lt|gt|quot|#39|#x27);/g, (entity) => decodeMap[entity] ?? entity);
}
