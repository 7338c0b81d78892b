// Run by `npm run build` after the website build: writes a Brotli copy (`.br`) beside every
// script and style sheet of dist/web/assets, which the embedded server sends to browsers that
// accept it (src/backend/web-app.ts): 10–16 % fewer bytes than gzip for the app's code
// (docs/architecture.md#performance-goals). The hashed files never change, so neither do their
// copies.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotli } from '../src/backend/brotli';

const COMPRESSIBLE = /\.(js|css)$/;

const started = performance.now();
const assets = resolve('dist/web/assets');
const files = readdirSync(assets).filter((name) => COMPRESSIBLE.test(name));
await Promise.all(
  files.map(async (name) => {
    const file = join(assets, name);
    writeFileSync(`${file}.br`, await brotli(readFileSync(file)));
  }),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Brotli copies of ${files.length} scripts and style sheets in ${seconds} s`);
