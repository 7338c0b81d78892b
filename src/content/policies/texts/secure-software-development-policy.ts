import type { PolicyContent } from '../types.ts';
import text from './secure-software-development-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
