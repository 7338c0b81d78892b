import type { PolicyContent } from '../types.ts';
import text from './business-continuity-and-disaster-recovery-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
