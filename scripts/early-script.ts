import { rolldown } from 'rolldown';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../src', import.meta.url));

/**
 * src/boot/early-inline.ts compiled to the minified classic script every prerendered page
 * carries inline in its head, with Vite's own bundler (rolldown). One text for all pages, so
 * the CSP allows it by one hash (server/security/csp-hashes.ts).
 */
export async function compileEarlyScript(): Promise<string> {
  const bundle = await rolldown({
    input: `${src}/boot/early-inline.ts`,
    platform: 'browser',
    resolve: { alias: { '@': src } },
    logLevel: 'warn',
  });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    // No line break inside <script>…</script>: the text must end before the closing tag.
    const code = output[0].code.trim();
    if (code.includes('</script')) throw new Error('the early script contains </script');
    return code;
  } finally {
    await bundle.close();
  }
}
