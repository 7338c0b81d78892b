// A GitHub peer for tests (docs/decisions.md IN1): Stoplight's Prism mock server, started by the
// test, serving GitHub's published OpenAPI description (@octokit/openapi) cut to the operations
// the GitHub source calls. Its answers are GitHub's documented examples; an organisation state
// changes only the documented fields a test reads (a passing organisation, a failing one, one
// whose token GitHub no longer accepts). Nothing of ours and nothing of the SDK is mocked.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** The operations the GitHub source calls (src/integrations/github), all GETs. */
export const GITHUB_PATHS = [
  '/orgs/{org}',
  '/orgs/{org}/members',
  '/orgs/{org}/repos',
  '/repos/{owner}/{repo}',
  '/repos/{owner}/{repo}/branches/{branch}/protection',
  '/repos/{owner}/{repo}/vulnerability-alerts',
  '/repos/{owner}/{repo}/collaborators',
  '/repos/{owner}/{repo}/pulls',
  '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
] as const;

export type OrganisationState = 'passing' | 'failing' | 'revoked';

type Json = Record<string, unknown>;
interface Operation {
  responses: Record<string, { content?: Record<string, { examples?: Record<string, Json> }> }>;
}

type Description = Json & { paths: Record<string, { get: Operation }> };

let description: Description | undefined;

/** GitHub's description of api.github.com, fully dereferenced, cut to GITHUB_PATHS. */
function cutDescription(): Description {
  if (!description) {
    const file = join(
      dirname(require.resolve('@octokit/openapi/package.json')),
      'generated/api.github.com.deref.json',
    );
    const full = JSON.parse(readFileSync(file, 'utf8')) as Description;
    description = {
      openapi: full.openapi,
      info: full.info,
      servers: full.servers,
      paths: Object.fromEntries(GITHUB_PATHS.map((path) => [path, { get: full.paths[path]!.get }])),
    };
  }
  return structuredClone(description);
}

/** The first documented example of an operation's JSON answer, to change in place. */
function example(spec: Description, path: string, status = '200'): unknown {
  const examples = spec.paths[path]!.get.responses[status]!.content!['application/json']!.examples!;
  return (Object.values(examples)[0] as { value: unknown }).value;
}

/** The description as an organisation in `state` answers. */
export function organisationDescription(state: OrganisationState) {
  const spec = cutDescription();
  const get = (path: string) => spec.paths[path]!.get;
  const org = example(spec, '/orgs/{org}') as Json;
  const protection = example(spec, '/repos/{owner}/{repo}/branches/{branch}/protection') as Json & {
    allow_force_pushes: { enabled: boolean };
  };
  const repos = example(spec, '/orgs/{org}/repos') as (Json & {
    security_and_analysis: { secret_scanning: { status: string } };
  })[];
  const repo = example(spec, '/repos/{owner}/{repo}') as Json;
  const collaborators = example(spec, '/repos/{owner}/{repo}/collaborators') as (Json & {
    permissions: Json;
  })[];
  const reviews = example(spec, '/repos/{owner}/{repo}/pulls/{pull_number}/reviews') as Json[];
  // The single-repository example documents no security_and_analysis; the listing's does.
  repo.security_and_analysis = structuredClone(repos[0]!.security_and_analysis);
  if (state === 'revoked') {
    // What GitHub answers a token it no longer accepts, on every operation: 401 Bad credentials.
    for (const path of GITHUB_PATHS) {
      get(path).responses = {
        '401': {
          description: 'Requires authentication',
          content: {
            'application/json': {
              examples: {
                default: {
                  value: {
                    message: 'Bad credentials',
                    documentation_url: 'https://docs.github.com/rest',
                    status: '401',
                  },
                },
              },
            },
          },
        },
      } as Operation['responses'];
    }
    return spec;
  }
  const passing = state === 'passing';
  org.two_factor_requirement_enabled = passing;
  // GitHub's example documents a branch that allows force pushes; a passing one does not.
  protection.allow_force_pushes.enabled = !passing;
  for (const listed of [...repos, repo as (typeof repos)[number]]) {
    listed.security_and_analysis.secret_scanning.status = passing ? 'enabled' : 'disabled';
  }
  for (const person of collaborators) person.permissions.admin = !passing;
  for (const review of reviews) review.state = passing ? 'APPROVED' : 'COMMENTED';
  // Dependabot alerts: 204 when on, 404 when off (both documented).
  const alerts = get('/repos/{owner}/{repo}/vulnerability-alerts').responses;
  get('/repos/{owner}/{repo}/vulnerability-alerts').responses = passing
    ? { '204': alerts['204']! }
    : { '404': alerts['404']! };
  return spec;
}

/** The moment GitHub's examples fall into the source's 90-day review period (PR merged 2011-01-26). */
export const GITHUB_EXAMPLES_NOW = new Date('2011-02-15T09:00:00Z');

export interface GithubPeer {
  url: string;
  /** Restarts the peer on the same address with the organisation in `state`. */
  setState(state: OrganisationState): Promise<void>;
  close(): Promise<void>;
}

/**
 * GitHub answers JSON to its media types (`Accept: application/vnd.github.v3+json`, which the SDK
 * sends); the description names only application/json, so Prism would refuse the SDK (406). A
 * pass-through in front of Prism asks it for application/json and hands back its answer as is.
 */
function acceptingProxy(prismPort: number, ownPort: number): Promise<Server> {
  const server = createHttpServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, accept: 'application/json' };
    const forwarded = httpRequest(
      { host: '127.0.0.1', port: prismPort, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(ownPort, '127.0.0.1', () => resolve(server)));
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts Prism with the organisation in `state`; resolves once it listens. */
export async function startGithubPeer(
  state: OrganisationState,
  /** The peer's own port (the browser tests' backend is told it in advance); any free one without. */
  peerPort = 0,
): Promise<GithubPeer> {
  const folder = mkdtempSync(join(tmpdir(), 'github-peer-'));
  const port = await freePort();
  const prism = join(
    dirname(require.resolve('@stoplight/prism-cli/package.json')),
    'dist/index.js',
  );
  let child: ChildProcess | undefined;

  async function start(next: OrganisationState) {
    const file = join(folder, `${next}.json`);
    writeFileSync(file, JSON.stringify(organisationDescription(next)));
    const started = spawn(
      process.execPath,
      [prism, 'mock', '--host', '127.0.0.1', '--port', String(port), '--errors', 'false', file],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Prism is listening')) resolve();
      };
      started.stdout!.on('data', read);
      started.stderr!.on('data', read);
      started.once('exit', (code) => reject(new Error(`Prism exited (${code}): ${output}`)));
    });
  }

  async function stop() {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill();
    });
  }

  await start(state);
  const proxy = await acceptingProxy(port, peerPort);
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    async setState(next) {
      await stop();
      await start(next);
    },
    async close() {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
