import type { PolicyContent } from '../types.ts';
import text from './code-of-conduct.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
