import { sameBackend, type BackendChoice, type ResolvedChoice } from './backend-config';
import type { BackendRuntime } from './backend-runtime';
import type { HostedCheck, HostedInput } from './hosted-check';

/**
 * The setup screen's two choices, applied: a hosted project is checked, then used and stored; "run
 * on this computer" starts the local backend, then is stored. A failure changes nothing and says
 * why. Choosing another backend ends the stored session, which belongs to the old one.
 */
export type SetupInput = ({ kind: 'hosted' } & HostedInput) | { kind: 'local' };

export type SetupResult = { ok: true } | { ok: false; reason: string };

export type SetupChoiceView =
  | { kind: 'none' }
  | { kind: 'local' }
  | { kind: 'hosted'; url: string; anonKey: string; websiteUrl: string | null };

export interface BackendSetup {
  /** What the setup screen shows: the current choice, and whether the environment fixes it. */
  describe(): { choice: SetupChoiceView; managed: boolean };
  save(input: SetupInput): Promise<SetupResult>;
}

export interface BackendSetupOptions {
  /** The choice the app started with, and where it came from. */
  initial: ResolvedChoice;
  runtime: BackendRuntime;
  store(choice: BackendChoice): Promise<void>;
  endSession(): Promise<void>;
  checkHosted(input: HostedInput): Promise<HostedCheck>;
  log(line: string): void;
}

function view(choice: BackendChoice | null): SetupChoiceView {
  if (!choice) return { kind: 'none' };
  if (choice.kind === 'local') return { kind: 'local' };
  return {
    kind: 'hosted',
    url: choice.url,
    anonKey: choice.anonKey,
    websiteUrl: choice.websiteUrl,
  };
}

export function createBackendSetup(options: BackendSetupOptions): BackendSetup {
  let choice = options.initial.choice;
  const managed = options.initial.source === 'environment';

  async function use(next: BackendChoice): Promise<SetupResult> {
    const previous = choice;
    try {
      await options.runtime.activate(next);
    } catch (error) {
      options.log(`The chosen backend could not be started: ${String(error)}`);
      // Back to what worked before, if anything did.
      await options.runtime.activate(previous).catch(() => undefined);
      return {
        ok: false,
        reason: `ComplyReady could not start its backend on this computer: ${(error as Error).message}`,
      };
    }
    choice = next;
    await options.store(next);
    if (!sameBackend(previous, next)) await options.endSession();
    options.log(`Backend set to ${next.kind === 'local' ? 'this computer' : next.url}.`);
    return { ok: true };
  }

  return {
    describe: () => ({ choice: view(choice), managed }),
    async save(input) {
      if (managed) {
        return {
          ok: false,
          reason:
            'The backend is set by the COMPLYREADY_SUPABASE_URL environment variable; change it there.',
        };
      }
      if (input.kind === 'local') return use({ kind: 'local' });
      const check = await options.checkHosted(input);
      if (!check.ok) return check;
      return use(check.choice);
    },
  };
}
