import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  // One platform adapter per build: the web bundle carries no desktop code.
  '#platform': resolve(import.meta.dirname, 'src/renderer/src/platform/web.ts'),
  '@shared': resolve(import.meta.dirname, 'src/shared'),
  '@content': resolve(import.meta.dirname, 'src/content'),
  '@documents': resolve(import.meta.dirname, 'src/documents'),
};

// Vitest's default leaves one core to its main process, which mostly waits: on two cores that is
// one worker. The tests wait on sockets, child processes and bcrypt too, so use every core.
const maxWorkers = Math.max(2, availableParallelism());

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/backend/**'],
          maxWorkers,
          // Files share each worker's modules instead of importing everything again; stubbed
          // globals and environment variables are undone after every test, and Vitest restores
          // spies after every file, so no file sees another's fakes.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        resolve: { alias },
        test: {
          // React components rendered into a simulated DOM (React Testing Library): forms and
          // tables with logic. Journeys stay in the browser tests.
          name: 'component',
          include: ['src/renderer/**/*.test.tsx'],
          environment: 'happy-dom',
          // A hang detector, not a speed check: a few screens render many rows on a busy machine.
          testTimeout: 30_000,
          setupFiles: ['src/renderer/src/testing/component-setup.ts'],
          // One document and one set of modules per worker, as in `unit` (a third of the CPU of
          // a fresh document per file); each test starts from an empty body (the setup file).
          isolate: false,
          maxWorkers,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'backend',
          include: ['src/backend/**/*.test.ts'],
          // Hang detectors, not speed checks: a real database and HTTP server on a busy two-core
          // machine can take seconds (timings live in `npm run bench`).
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One migrated database for the run; each test file starts from a copy of it.
          globalSetup: ['src/backend/testing/global-setup.ts'],
          maxWorkers,
          // Each file starts its own backend on its own database; what files share is the modules
          // and PGlite's compiled WebAssembly, which is then compiled once per worker.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
    ],
  },
});
