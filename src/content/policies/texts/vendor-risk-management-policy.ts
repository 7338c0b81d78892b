import type { PolicyContent } from '../types.ts';
import text from './vendor-risk-management-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
