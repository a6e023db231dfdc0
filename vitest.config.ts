import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and API tests, which need no build (`npm run test:unit`). The checks of the production
// build live in tests/build and run after it (tests/build/vitest.config.ts, `npm run test:build`);
// the browser tests live in tests/e2e and run under Playwright.

/**
 * The soak tests: each runs server processes it kills and restarts, an SMTP server it stops,
 * thousands of requests, against a time bound. Run beside the other files on two cores, they ran
 * out of time while no lead was lost; so they run after everything else, two at a time (one per
 * core: each leaves most of a core idle, waiting on the processes it restarts; chaos took 10-12 s
 * of its 40 s and two instances 23-24 s of 110 s so), and their bounds are for a 2-core machine
 * running nothing else.
 */
const soak = [
  'server/chaos.test.ts',
  'server/two-instances.test.ts',
  'server/attachments-crash.test.ts',
  'server/fuzz/api.fuzz.test.ts',
  'server/fuzz/multipart.fuzz.test.ts',
];

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    // One test file per core. Vitest's default leaves one core idle (cores - 1: one worker on the
    // 2-core machines here), and most files spend their time waiting on sockets and child processes.
    maxWorkers: availableParallelism(),
    // One PostgreSQL server for the whole run, started when a file first asks for it.
    globalSetup: ['tests/vitest-postgres.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/*.test.ts'],
          exclude: soak,
          // A worker's files share one module registry: isolated, each file imported its whole
          // graph again (the content modules, the server), a third of the stage. The tests undo
          // their stubbed globals and fake timers after each test, none writes the environment or
          // mocks a module, and each builds its servers from factories
          // (docs/decisions/012-server-factory.md); they pass in any file order
          // (`--sequence.shuffle.files`). The soak files below stay isolated.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'soak', include: soak, sequence: { groupOrder: 1 } } },
    ],
  },
});
