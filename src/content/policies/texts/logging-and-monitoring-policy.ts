import type { PolicyContent } from '../types.ts';
import text from './logging-and-monitoring-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
