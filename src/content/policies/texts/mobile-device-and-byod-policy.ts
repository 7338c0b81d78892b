import type { PolicyContent } from '../types.ts';
import text from './mobile-device-and-byod-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
