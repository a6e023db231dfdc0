import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

/**
 * The fixed routes of the site as the build knows them: the prerender entry lists every route
 * without path parameters. Reading it from the build keeps the tests in step with the routes.
 */
export async function fixedRoutes(): Promise<string[]> {
  const entry = join(process.cwd(), process.env.DIST_DIR ?? 'dist', 'ssr/entry-server.js');
  const mod = (await import(pathToFileURL(entry).href)) as { staticPaths(): string[] };
  return mod.staticPaths();
}
