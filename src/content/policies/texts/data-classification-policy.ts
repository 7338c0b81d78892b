import type { PolicyContent } from '../types.ts';
import text from './data-classification-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
