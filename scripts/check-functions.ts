// `npm run check:functions`: `deno check` of every hosted Edge Function entry with its own
// deno.json, as `supabase functions deploy` bundles it (docs/threat-model.md #37).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import {
  DENO_ENV,
  denoArgs,
  denoBinary,
  hostedFunctions,
  type HostedFunction,
} from './hosted-functions';

const deno = denoBinary();

function check(fn: HostedFunction): Promise<{ name: string; ok: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(deno, denoArgs('check', fn), {
      env: { ...process.env, ...DENO_ENV, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ name: fn.name, ok: code === 0, output }));
  });
}

const queue = hostedFunctions();
const results: Awaited<ReturnType<typeof check>>[] = [];
await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    for (let fn = queue.shift(); fn; fn = queue.shift()) results.push(await check(fn));
  }),
);
for (const result of results.sort((a, b) => a.name.localeCompare(b.name))) {
  console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}`);
  if (!result.ok) console.log(result.output);
}
const failed = results.filter((result) => !result.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
