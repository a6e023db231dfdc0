import { ESLint } from 'eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { boundaryZones } from '../eslint.config.js';

/**
 * The import direction of docs/architecture.md is enforced by eslint.config.js. This test lints
 * small virtual files placed in each guarded folder with exactly those zones, so a zone that is
 * deleted or mistyped (a rule that would let the server import UI code again) fails here.
 */
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
      rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
    },
  ],
});

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as target from '${importPath}';\nexport default target;\n`, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

describe('import boundaries', () => {
  it.each([
    ['server/fixture.ts', '@/components/layout/header', 'The server may import only the shared core'],
    ['server/fixture.ts', '../src/components/layout/header', 'The server may import only the shared core'],
    ['server/fixture.ts', '@/features/leads/quote-form', 'The server may import only the shared core'],
    ['server/fixture.ts', '@/content/forms', 'The server may import only the shared core'],
    ['src/shared/fixture.ts', '@/components/layout/header', 'The shared core is React-free'],
    ['src/content/fixture.ts', '@/components/layout/header', 'Content is data'],
    ['src/components/sections/fixture.tsx', '@/features/leads/quote-form', 'Components never import features'],
    ['src/features/fixture.tsx', '@/routes/$locale/contact', 'Features never import routes'],
  ])('%s may not import %s', async (file, target, message) => {
    const errors = await boundaryErrors(file, target);
    expect(
      errors.some((e) => e.startsWith('import-x/no-restricted-paths') && e.includes(message)),
      errors.join('\n'),
    ).toBe(true);
  });

  it.each([
    ['server/fixture.ts', '@/shared/site'],
    ['src/content/fixture.ts', '@/shared/site'],
    ['src/components/sections/fixture.tsx', '@/components/ui/button'],
    ['src/features/fixture.tsx', '@/components/ui/button'],
  ])('%s may import %s', async (file, target) => {
    expect(await boundaryErrors(file, target)).toEqual([]);
  });
});
