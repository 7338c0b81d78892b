import { parseBackendChoice, type HostedChoice } from './backend-config';

/**
 * The hosted project a company build was made for: electron.vite.config.ts defines this constant
 * from the build's VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY and VITE_WEBSITE_URL (null without
 * them). Undefined when the source runs unbuilt (tests).
 */
declare const __COMPLYREADY_BUILT_IN_BACKEND__: HostedChoice | null | undefined;

export function builtInBackend(): HostedChoice | null {
  const value =
    typeof __COMPLYREADY_BUILT_IN_BACKEND__ === 'undefined'
      ? null
      : __COMPLYREADY_BUILT_IN_BACKEND__;
  const choice = parseBackendChoice(value);
  return choice?.kind === 'hosted' ? choice : null;
}
