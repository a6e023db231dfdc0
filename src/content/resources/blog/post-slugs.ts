/**
 * Each post's address in both languages, from the post files themselves: `posts/x.ts` exports
 * its slug (the file's name) and `posts/x.es.ts` the Spanish one, so adding a post is adding its
 * two files (docs/recipes.md). Only the `slug` constants are read here; tree-shaking leaves the
 * rest of each file to the blog's own chunks.
 */
const slugs = import.meta.glob<string>(['./posts/*.ts', '!./posts/*.test.ts'], { eager: true, import: 'slug', query: '?slug' });

const englishOf = (file: string) => file.replace(/^\.\/posts\//, '').replace(/(\.es)?\.ts$/, '');

/** English slug -> Spanish slug, for every post that has a Spanish twin. */
export const spanishPostSlugs: ReadonlyMap<string, string> = new Map(
  Object.entries(slugs)
    .filter(([file]) => file.endsWith('.es.ts'))
    .map(([file, spanish]) => [englishOf(file), spanish]),
);

/** Spanish slug -> English slug. */
export const englishPostSlugs: ReadonlyMap<string, string> = new Map([...spanishPostSlugs].map(([en, es]) => [es, en]));
