import type { BackendChoice } from './backend-config';
import type { LocalBackend } from './local-backend';
import type { BackendEndpoint } from './network-access';
import type { PageBackend } from './protocol';

/**
 * The backend the app uses right now, made from the user's choice: a hosted project as it is, or
 * the local backend once started. Everything that depends on it (the page's meta tag, the CSP,
 * the network permission and request filter) reads `current()`, so there is one value.
 */
export interface ActiveBackend {
  kind: BackendChoice['kind'];
  page: PageBackend;
  endpoint: BackendEndpoint;
}

export interface BackendRuntime {
  current(): ActiveBackend | null;
  /** Switches to `choice` (null: none, the setup screen); stops a local backend left behind. */
  activate(choice: BackendChoice | null): Promise<ActiveBackend | null>;
  /** Stops the local backend, if one runs (on quit). */
  stop(): Promise<void>;
}

export interface RuntimeEffects {
  startLocal(): Promise<LocalBackend>;
  classify(url: string): Promise<BackendEndpoint | null>;
  log(line: string): void;
}

export function createBackendRuntime(effects: RuntimeEffects): BackendRuntime {
  let active: ActiveBackend | null = null;
  let local: LocalBackend | null = null;

  async function stopLocal(): Promise<void> {
    if (!local) return;
    const running = local;
    local = null;
    await running.stop();
    effects.log('Local backend stopped.');
  }

  return {
    current: () => active,
    async activate(choice) {
      if (choice?.kind !== 'local') await stopLocal();
      if (choice === null) {
        active = null;
        return null;
      }
      if (choice.kind === 'local') {
        if (!local) {
          effects.log('Starting the local backend...');
          local = await effects.startLocal();
          effects.log(`Local backend listening on ${local.url}.`);
        }
        active = {
          kind: 'local',
          // No website: shared links use complyready://.
          page: { url: local.url, anonKey: local.anonKey, websiteUrl: null },
          endpoint: (await effects.classify(local.url)) ?? {
            origin: local.url,
            addressSpace: 'loopback',
          },
        };
        return active;
      }
      const endpoint = await effects.classify(choice.url);
      if (!endpoint) throw new Error(`Not a usable backend URL: ${choice.url}`);
      active = {
        kind: 'hosted',
        page: { url: choice.url, anonKey: choice.anonKey, websiteUrl: choice.websiteUrl },
        endpoint,
      };
      return active;
    },
    stop: stopLocal,
  };
}
