/**
 * Build step: the app icons, rendered from ONE source, the logo mark SVG, with resvg.
 * "any" icons: the mark on a rounded off-white tile. Maskable icons: a full-bleed sky tile with
 * the mark inside the 80% safe circle (the platform crops to its own shape). Apple touch icon:
 * full bleed and opaque (iOS rounds the corners itself and shows transparency as black).
 * Favicon for search engines: the mark alone, on transparency, like favicon.svg.
 */
import { Resvg } from '@resvg/resvg-js';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const SOURCE = 'src/assets/illustrations/logo-mark.svg';
const clientDir = path.resolve(process.env.DIST_DIR ?? 'dist', 'client');

interface Frame {
  file: string;
  size: number;
  /** A colour, or 'none' for transparency. */
  background: string;
  /** Corner radius as a share of the size; 0 for full bleed. */
  radius: number;
  /** Share of the size the mark's 64-unit box takes. */
  scale: number;
}

const frames: Frame[] = [
  { file: 'icons/icon-192.png', size: 192, background: '#F8FAFC', radius: 0.22, scale: 0.8 },
  { file: 'icons/icon-512.png', size: 512, background: '#F8FAFC', radius: 0.22, scale: 0.8 },
  // Mark box 0.6 of the size: its drawn part (56 of 64 units) stays inside the 0.8 safe circle.
  { file: 'icons/maskable-192.png', size: 192, background: '#CFE3FB', radius: 0, scale: 0.6 },
  { file: 'icons/maskable-512.png', size: 512, background: '#CFE3FB', radius: 0, scale: 0.6 },
  { file: 'apple-touch-icon.png', size: 180, background: '#CFE3FB', radius: 0, scale: 0.72 },
  // For search engines: a square multiple of 48 px, linked from the site root only (browsers
  // draw the tab icon from the inline SVG; scripts/prerender-html.ts, inlineTabIcon).
  { file: 'icons/favicon-96.png', size: 96, background: 'none', radius: 0, scale: 1 },
];

/** The inner drawing of the mark, without its own <svg> element. */
export function markBody(svg: string): string {
  const open = svg.indexOf('>', svg.indexOf('<svg'));
  const close = svg.lastIndexOf('</svg>');
  if (open < 0 || close < 0) throw new Error(`${SOURCE} is not an SVG document`);
  return svg.slice(open + 1, close);
}

export function frameSvg(body: string, frame: Frame): string {
  const { size, background, radius, scale } = frame;
  const box = size * scale;
  const offset = (size - box) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" rx="${size * radius}" fill="${background}"/>` +
    `<g transform="translate(${offset} ${offset}) scale(${box / 64})">${body}</g></svg>`
  );
}

async function main() {
  const body = markBody(await readFile(SOURCE, 'utf8'));
  for (const frame of frames) {
    const png = new Resvg(frameSvg(body, frame), { fitTo: { mode: 'width', value: frame.size } }).render().asPng();
    const target = path.join(clientDir, frame.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, png);
  }
  console.log(`rendered ${frames.length} app icons from ${SOURCE}`);
}

await main();
