/**
 * Figures about money or law on a built page, and the sources the page cites for them
 * (docs/decisions/027-content-truth.md). Read by tests/build/content-truth.test.ts and by
 * scripts/content-audit.ts, on the prerendered HTML a visitor (or a search engine) gets.
 *
 * A figure is a dollar amount, a percentage, a price per kWh in cents, or a date written out
 * ('December 31, 2026', 'April 2023', '31 de diciembre de 2026', 'abril de 2023'). Publication
 * dates (<time>), the as-of dates of the sources themselves, company figures rendered from
 * owner facts (data-owner-fact, governed by `npm run launch-check` and the production build) and
 * the lead form are not statements of the page and are left out.
 */
import { figureOwners } from '../src/content/facts/figures';
import { mainText } from './page-similarity';

const months = [
  'January|February|March|April|May|June|July|August|September|October|November|December',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre',
].join('|');

const figurePattern = new RegExp(
  [
    // $1,100 · $0.30 · $280 million
    String.raw`\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|millones))?`,
    // 30% · 30-35% · 0.5 % · 30 percent · 30 por ciento
    String.raw`\d+(?:\.\d+)?(?:\s?(?:-|–|to|a)\s?\d+(?:\.\d+)?)?\s?(?:%|percent\b|por ciento\b)`,
    // 30¢ · 30 cents per kWh · 30 centavos
    String.raw`\d+(?:\.\d+)?\s?(?:¢|cents?\b|centavos\b)`,
    // December 31, 2026 · 31 de diciembre de 2026 · April 2023 · abril de 2023
    String.raw`(?:${months})\s+\d{1,2},\s+\d{4}`,
    String.raw`\d{1,2}\s+de\s+(?:${months})\s+(?:de\s+|del\s+)?\d{4}`,
    String.raw`(?:${months})\s+(?:de\s+)?\d{4}`,
  ].join('|'),
  'gi',
);

/** Writes a figure one way: lower case, plain spaces and hyphens, no space before %. */
export function normalizeFigure(figure: string): string {
  return figure
    .toLowerCase()
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .replace(/\s?[–—]\s?/g, '-')
    .replace(/\s+(to|a)\s+(?=\d)/g, '-')
    .replace(/\s?-\s?/g, '-')
    .replace(/\s+%/g, '%')
    .replace(/\s?percent|\s?por ciento/g, '%')
    .replace(/\$\s/g, '$')
    .replace(/(\d{1,2}) de (\p{L}+) del? (\d{4})/u, '$1 de $2 de $3')
    .trim();
}

/** The page's main text as a visitor reads its statements (see the module comment for what is left out). */
export function statementText(html: string): string {
  const stripped = html
    .replace(/<time\b[\s\S]*?<\/time>/gi, ' ')
    .replace(/<(li|div|p|figure|blockquote)\b[^>]*\bdata-owner-fact="[^"]*"[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    // The sources themselves: a document's title is not a statement of the page.
    .replace(/<ul\b[^>]*\bdata-sources=""[^>]*>[\s\S]*?<\/ul>/gi, ' ')
    .replace(/<dd\b[^>]*\bdata-source=""[^>]*>[\s\S]*?<\/dd>/gi, ' ');
  return mainText(stripped);
}

export interface FoundFigure {
  figure: string;
  /** The sentence it stands in, for the report. */
  sentence: string;
}

/** Every figure about money or law in the page's statements, with its sentence. */
export function figuresIn(html: string): FoundFigure[] {
  const text = statementText(html);
  const found: FoundFigure[] = [];
  for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z¿¡ÁÉÍÓÚÑ0-9$])/)) {
    for (const [figure] of sentence.matchAll(figurePattern)) found.push({ figure: normalizeFigure(figure), sentence: sentence.trim() });
  }
  return found;
}

/**
 * The sources a page cites with their as-of date: every link in <main> that carries
 * data-as-of (a sources list writes the date beside it). url -> as-of date.
 */
export function citedSources(html: string): Map<string, string> {
  const start = html.indexOf('<main');
  const main = start >= 0 ? html.slice(start, html.lastIndexOf('</main>')) : html;
  const cited = new Map<string, string>();
  for (const [tag] of main.matchAll(/<a\b[^>]*\bdata-as-of="[^"]*"[^>]*>/g)) {
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&');
    const asOf = /\bdata-as-of="([^"]*)"/.exec(tag)?.[1];
    if (href && asOf) cited.set(href, asOf);
  }
  return cited;
}

/** Each figure once, normalized, with the facts that hold it. */
const owners = new Map<string, (typeof figureOwners)[number][]>();
for (const owner of figureOwners) {
  for (const figure of owner.figures) {
    const key = normalizeFigure(figure);
    owners.set(key, [...(owners.get(key) ?? []), owner]);
  }
}

export interface UnsourcedFigure extends FoundFigure {
  /** Why it fails: no fact holds the figure, or the page cites none of its facts' sources. */
  problem: 'no fact holds it' | 'its source is not cited with a date';
}

/**
 * The figures about money or law on a page that no fact holds, or whose fact's source the page
 * does not cite with its as-of date (docs/decisions/027-content-truth.md).
 */
export function unsourcedFigures(html: string): UnsourcedFigure[] {
  const cited = citedSources(html);
  const out: UnsourcedFigure[] = [];
  for (const found of figuresIn(html)) {
    const holders = owners.get(found.figure);
    if (!holders) out.push({ ...found, problem: 'no fact holds it' });
    else if (!holders.some((h) => h.sources.some((url) => cited.has(url))))
      out.push({ ...found, problem: 'its source is not cited with a date' });
  }
  return out;
}

/** What a page shows of a fact nobody has confirmed: the words that used to mark one. */
const unconfirmed = /To confirm at:|Por confirmar en:|\bwe have not confirmed\b|\bno (?:lo )?hemos confirmado\b|data-unconfirmed/gi;

/** Every mark of an unconfirmed fact in the page's main text and markup. */
export function unconfirmedMarks(html: string): string[] {
  const start = html.indexOf('<main');
  const main = start >= 0 ? html.slice(start, html.lastIndexOf('</main>')) : html;
  return [...main.matchAll(unconfirmed)].map((m) => m[0]);
}

/** The questions of the page's FAQPage markup. */
export function faqQuestions(html: string): string[] {
  const questions: string[] = [];
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const block = JSON.parse(json!) as { '@type'?: string; mainEntity?: { name?: string }[] };
    if (block['@type'] === 'FAQPage') for (const q of block.mainEntity ?? []) if (q.name) questions.push(q.name);
  }
  return questions;
}
