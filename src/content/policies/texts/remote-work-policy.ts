import type { PolicyContent } from '../types.ts';
import text from './remote-work-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
