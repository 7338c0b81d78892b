import type { PolicyContent } from '../types.ts';
import text from './security-awareness-training-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
