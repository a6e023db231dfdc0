import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The English paths of the file routes whose only parameter is the language, read from the
 * files of src/routes/$locale by the router's naming rule: about/index.tsx -> /about, contact.tsx
 * -> /contact, and a folder's layout (route.tsx) has the folder's path, as its index.tsx does;
 * `-` folders hold components, and a `$` file or folder is a parameter, not a fixed page.
 * The files' view of the routes, for what runs before a build or checks one (the launch check,
 * tests/build); the router's own list is fixedPaths in src/entry-server.tsx.
 */
export function fixedRouteFilePaths(root: string): string[] {
  const dir = path.join(root, 'src/routes/$locale');
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? files(path.join(folder, e.name)) : [path.join(folder, e.name)],
    );
  const paths = files(dir)
    .map((f) => path.relative(dir, f).split(path.sep))
    .filter((parts) => parts.at(-1)!.endsWith('.tsx') && !parts.some((p) => p.startsWith('-') || p.startsWith('__') || p.includes('$')))
    .map((parts) => `/${parts.join('/').replace(/\.tsx$/, '')}`.replace(/\/(index|route)$/, '') || '/');
  return [...new Set(paths)];
}
