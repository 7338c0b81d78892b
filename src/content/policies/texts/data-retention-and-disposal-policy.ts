import type { PolicyContent } from '../types.ts';
import text from './data-retention-and-disposal-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
