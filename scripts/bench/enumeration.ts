// Whether response times tell which addresses have accounts: sign-up for a new address against
// one with a confirmed account and one with an unconfirmed account, and password recovery for a
// known address against an unknown one. Interleaved, median of 20 each (docs/threat-model.md #13).
import { performance } from 'node:perf_hooks';
import { startServerProcess } from './server-process';
import { median } from './stats';

const ROUNDS = 20;

/** Times one request, after the previous one's after-reply work (a mail) has finished. */
async function timed(run: () => Promise<Response>): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 60));
  const start = performance.now();
  const response = await run();
  await response.arrayBuffer();
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`unexpected ${response.status}`);
  return elapsed;
}

type Server = Awaited<ReturnType<typeof startServerProcess>>;

function post(backend: Server, path: string, body: object) {
  return () =>
    fetch(`${backend.url}/auth/v1${path}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
}

/** Signs an address up and opens its emailed link, as its owner would. */
async function confirmedAddress(backend: Server): Promise<string> {
  const email = `known-${Date.now()}@example.com`;
  await post(backend, '/signup', { email, password: 'known-password-1' })();
  const mail = (await (
    await fetch(`${backend.url}/_mail/api?to=${encodeURIComponent(email)}`)
  ).json()) as { links: string[] }[];
  await fetch(mail[0]?.links[0] ?? '', { redirect: 'manual' });
  return email;
}

export async function benchEnumeration() {
  // The server in its own process: a client sharing its thread would wait for its mail work.
  const backend = await startServerProcess();
  try {
    const confirmed = { email: await confirmedAddress(backend) };
    const unconfirmed = `pending-${Date.now()}@example.com`;
    await post(backend, '/signup', { email: unconfirmed, password: 'first-password-1' })();
    const samples = {
      fresh: [] as number[],
      confirmed: [] as number[],
      unconfirmed: [] as number[],
    };
    const recovery = { known: [] as number[], unknown: [] as number[] };
    // Warm-up: bcrypt, the JIT and the database's caches.
    for (let i = 0; i < 3; i++) {
      await post(backend, '/signup', {
        email: `warm-${i}-${Date.now()}@example.com`,
        password: 'warm-password-1',
      })();
      await post(backend, '/recover', { email: confirmed.email })();
    }
    for (let round = 0; round < ROUNDS; round++) {
      const password = `password-${round}-x`;
      samples.fresh.push(
        await timed(
          post(backend, '/signup', { email: `new-${round}-${Date.now()}@example.com`, password }),
        ),
      );
      samples.confirmed.push(
        await timed(post(backend, '/signup', { email: confirmed.email, password })),
      );
      samples.unconfirmed.push(
        await timed(post(backend, '/signup', { email: unconfirmed, password })),
      );
      recovery.known.push(await timed(post(backend, '/recover', { email: confirmed.email })));
      recovery.unknown.push(
        await timed(post(backend, '/recover', { email: `nobody-${round}@example.com` })),
      );
    }
    const ms = (values: number[]) => median(values);
    console.log(`\nAccount enumeration by timing (median of ${ROUNDS}, ms)`);
    console.table({
      'sign-up, new address': { ms: ms(samples.fresh).toFixed(1), ratio: '1.00' },
      'sign-up, confirmed account': {
        ms: ms(samples.confirmed).toFixed(1),
        ratio: (ms(samples.confirmed) / ms(samples.fresh)).toFixed(2),
      },
      'sign-up, unconfirmed account': {
        ms: ms(samples.unconfirmed).toFixed(1),
        ratio: (ms(samples.unconfirmed) / ms(samples.fresh)).toFixed(2),
      },
      'recovery, unknown address': { ms: ms(recovery.unknown).toFixed(1), ratio: '1.00' },
      'recovery, known address': {
        ms: ms(recovery.known).toFixed(1),
        ratio: (ms(recovery.known) / ms(recovery.unknown)).toFixed(2),
      },
    });
  } finally {
    await backend.stop();
  }
}
