/** Which build files the service worker precaches, and their revisions (pure, unit tested). */
export interface PrecacheItem {
  url: string;
  /** null for files whose name already carries a content hash. */
  revision: string | null;
  bytes: number;
}

const ASSET = /^assets\/.+\.(?:js|css|woff2?|svg|png|jpe?g|webp|avif)$/;
const ROOT_FILES = new Set(['shell.html', 'favicon.svg', 'apple-touch-icon.png', 'manifest.webmanifest']);
const ICON = /^icons\/[\w-]+\.png$/;
// Vite's asset names end in -<8+ url-safe hash chars> before the extension.
const HASHED = /-[\w-]{8,}\.\w+$/;

export function isPrecached(file: string): boolean {
  return ASSET.test(file) || ROOT_FILES.has(file) || ICON.test(file);
}

export async function precacheEntries(
  files: readonly string[],
  read: (file: string) => Promise<{ bytes: number; md5: string }>,
): Promise<PrecacheItem[]> {
  const chosen = files.filter(isPrecached).sort();
  return Promise.all(
    chosen.map(async (file) => {
      const { bytes, md5 } = await read(file);
      const hashed = file.startsWith('assets/') && HASHED.test(file);
      return { url: `/${file}`, revision: hashed ? null : md5, bytes };
    }),
  );
}
