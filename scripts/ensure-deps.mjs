// Installs the locked dependencies when node_modules is missing or older than package-lock.json,
// so `npm start` and `npm test` work on a fresh clone. Uses only Node built-ins.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const stamp = 'node_modules/.complyready-lock-hash';
const lockHash = createHash('sha256').update(readFileSync('package-lock.json')).digest('hex');
const installedHash = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';

if (installedHash !== lockHash) {
  console.log('Installing dependencies (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
  writeFileSync(stamp, lockHash);
}
