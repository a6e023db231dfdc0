/**
 * What a build is made from, as one hash of file contents (never file times, which a checkout,
 * a copy or a `touch` change without changing anything): `npm start` skips the build when the
 * hash equals the one the last finished build recorded (scripts/start.js, scripts/build.ts).
 * Plain JavaScript, like scripts/start.js, so a start with nothing to build loads no compiler.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Folders and files the build reads. Tests are left out: they change no byte of the build. */
const INPUTS = ['src', 'server', 'scripts', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json'];
const NOT_INPUTS = /(\.test\.tsx?$|(^|\/)test-support\/)/;
/** Settings that change what the build writes (vite.config.ts, scripts/prerender.ts). */
const ENV = ['SITE_MODE', 'NODE_ENV'];

/** @param {string} root @param {string} entry @returns {Promise<string[]>} */
async function files(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  const found = await readdir(full, { recursive: true, withFileTypes: true }).catch(() => undefined);
  if (!found) return [entry]; // a file
  return found.filter((d) => d.isFile()).map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
}

/** @param {string} root */
export async function buildInputsHash(root) {
  const all = (await Promise.all(INPUTS.map((entry) => files(root, entry)))).flat().filter((f) => !NOT_INPUTS.test(f));
  all.sort();
  const hash = createHash('sha256');
  for (const name of ENV) hash.update(`${name}=${process.env[name] ?? ''}\n`);
  const contents = await Promise.all(all.map((f) => readFile(path.join(root, f))));
  all.forEach((f, i) => hash.update(`${f}\0${contents[i].length}\0`).update(contents[i]));
  return hash.digest('hex');
}

/** @param {string} dist */
const stampFile = (dist) => path.join(dist, 'build-stamp.json');

/** @param {string} dist @returns {Promise<import('./build-inputs').BuildStamp | undefined>} */
export async function readBuildStamp(dist) {
  try {
    return JSON.parse(await readFile(stampFile(dist), 'utf8'));
  } catch {
    return undefined;
  }
}

/** @param {string} dist @param {import('./build-inputs').BuildStamp} stamp */
export const writeBuildStamp = (dist, stamp) => writeFile(stampFile(dist), `${JSON.stringify(stamp)}\n`);
