import type { PolicyContent } from '../types.ts';
import text from './incident-response-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
