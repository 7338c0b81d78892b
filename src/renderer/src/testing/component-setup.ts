// The component project's setup: jest-dom's matchers (toBeDisabled, toHaveAccessibleName…) and
// an empty document before every test.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
