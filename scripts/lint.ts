/**
 * The type check and ESLint on one TypeScript program (the lint stage of `npm test`, beside
 * Prettier: scripts/test.ts, docs/decisions/022-fast-feedback.md).
 *
 * `tsc --noEmit` and ESLint's typed rules each built the project's program and worked out the
 * types of every file: the same work twice, and most of both. Here the program is built once
 * from tsconfig.json, its diagnostics are printed as tsc prints them, and ESLint's typed rules
 * read that program's checker, whose types the check has already worked out. What is checked
 * is unchanged: `npm run typecheck` and `npx eslint .` still run each on its own.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

const host: ts.ParseConfigFileHost = {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
};
const config = ts.getParsedCommandLineOfConfigFile(`${root}tsconfig.json`, {}, host)!;
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });
const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};
if (diagnostics.length) console.log(ts.formatDiagnosticsWithColorAndContext(diagnostics, formatHost));
console.log(
  `types: ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'} in ${program.getRootFileNames().length} files (${seconds()} s)`,
);

const eslint = new ESLint({
  cwd: root,
  // Only where eslint.config.js asks for types (TypeScript files; JavaScript has them off).
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, programs: [program] } } }],
});
const results = await eslint.lintFiles(['.']);
const report = await (await eslint.loadFormatter('stylish')).format(results);
if (report) console.log(report);
const errors = results.reduce((sum, r) => sum + r.errorCount + r.fatalErrorCount, 0);
console.log(`eslint: ${errors} error${errors === 1 ? '' : 's'} in ${results.length} files (${seconds()} s)`);

process.exitCode = diagnostics.length > 0 || errors > 0 ? 1 : 0;
