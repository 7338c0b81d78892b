// The component project's setup: jest-dom's matchers (toBeDisabled, toHaveAccessibleName…), the
// backend's address (where nothing answers) and an empty document after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { UNREACHABLE_API, pointBackendAt } from './render';

// How long findBy… waits for a state: a hang detector, not a speed check (a refused connection
// answers at once, but a busy two-core machine may take a while to get there).
configure({ asyncUtilTimeout: 10_000 });
pointBackendAt(UNREACHABLE_API);
afterEach(cleanup);
