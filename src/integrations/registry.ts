// The sources the integrations framework knows (docs/decisions.md IN1). A source registers once,
// here, with `registerSource`; the page, the runner, the access review and the evidence pack
// find it by id. Runs in Node and Deno: imports name their files.
import { awsRegistration } from './aws/registration.ts';
import { githubRegistration } from './github/index.ts';
import { googleWorkspaceRegistration } from './google-workspace/registration.ts';
import type {
  ConnectingTeam,
  IntegrationSource,
  SourceConfig,
  SourceId,
  SourceRegistration,
  SourceSetup,
} from './source.ts';

/** A registration with its credentials' type forgotten: the framework only passes them on. */
export interface RegisteredSource {
  setup: SourceSetup;
  create(config: SourceConfig): IntegrationSource<unknown>;
  credentials(fields: Readonly<Record<string, string>>): unknown;
  provide?(config: SourceConfig, team: ConnectingTeam): Promise<Record<string, string>>;
  secrets?(credentials: unknown): string[];
}

const registered = new Map<SourceId, RegisteredSource>();

/** Makes a source known to the framework; one call per source, below. */
export function registerSource<Credentials>(registration: SourceRegistration<Credentials>): void {
  if (registered.has(registration.setup.id)) {
    throw new Error(`The source ${registration.setup.id} is registered twice`);
  }
  registered.set(registration.setup.id, registration as RegisteredSource);
}

registerSource(githubRegistration);
registerSource(googleWorkspaceRegistration);
registerSource(awsRegistration);

/** Every registered source, in the order registered. */
export const registeredSources = (): RegisteredSource[] => [...registered.values()];

export const registeredSource = (id: string): RegisteredSource | undefined =>
  registered.get(id as SourceId);
