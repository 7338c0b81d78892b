import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
  // One platform adapter per build: the web bundle carries no desktop code.
  '#platform': resolve(import.meta.dirname, 'src/renderer/src/platform/web.ts'),
  '@shared': resolve(import.meta.dirname, 'src/shared'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: ['src/backend/**'],
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
        },
      },
    ],
  },
});
