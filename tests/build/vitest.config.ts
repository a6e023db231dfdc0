import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import unit from '../../vitest.config';

// The checks of the production build in ${DIST_DIR ?? 'dist'}/client: they need `npm run build`
// first, so the unit run (vitest.config.ts) leaves them out. `npm run test:build` runs them.
export default defineConfig({
  ...unit,
  root: fileURLToPath(new URL('../..', import.meta.url)),
  // Not the unit run's projects (unit, then soak): each would take these files and its own too.
  test: { ...unit.test, projects: undefined, include: ['tests/build/**/*.test.ts'] },
});
