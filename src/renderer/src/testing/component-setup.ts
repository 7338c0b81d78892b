// The component project's setup: jest-dom's matchers (toBeDisabled, toHaveAccessibleName…), the
// backend's address (where nothing answers) and an empty document after every test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { UNREACHABLE_API, pointBackendAt } from './render';

pointBackendAt(UNREACHABLE_API);
afterEach(cleanup);
