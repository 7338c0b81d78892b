// Playwright global setup: migrates one database for the browser tests that start their own
// backend (large-team.spec.ts), as the backend tests' global setup does, so no test pays for
// migrating inside its time limit.
export { default } from '../../../src/backend/testing/global-setup';
