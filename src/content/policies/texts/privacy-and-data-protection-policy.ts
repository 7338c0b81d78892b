import type { PolicyContent } from '../types.ts';
import text from './privacy-and-data-protection-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
