import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A fresh folder under the OS temp dir; pair with removeTempDir in afterEach. */
export const createTempDir = (prefix = 'sunfield-test-') => mkdtemp(join(tmpdir(), prefix));

export const removeTempDir = (dir: string) => rm(dir, { recursive: true, force: true, maxRetries: 3 });
