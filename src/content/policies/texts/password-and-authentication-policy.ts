import type { PolicyContent } from '../types.ts';
import text from './password-and-authentication-policy.json' with { type: 'json' };

const policy: PolicyContent = text;
export default policy;
