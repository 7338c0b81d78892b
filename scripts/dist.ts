// `npm run dist`: the desktop bundle, then the installers for this OS into dist/desktop, with the
// update feed chosen from the environment (dist-config.ts). Signing and notarisation are
// electron-builder's, driven by its environment variables (README, "Signing and publishing").
import { spawnSync } from 'node:child_process';
import { build } from 'electron-builder';
import { distPlan } from './dist-config';

const plan = distPlan(process.env);
for (const problem of plan.problems) console.warn(`dist: ${problem}`);
console.log(
  plan.publish
    ? `dist: updates from ${plan.publish.provider === 'generic' ? plan.publish.url : `github.com/${plan.publish.owner}/${plan.publish.repo}`}`
    : 'dist: no update feed (set COMPLYREADY_UPDATE_URL or COMPLYREADY_GITHUB_REPOSITORY)',
);

const bundle = spawnSync('npm run --silent build:desktop', { shell: true, stdio: 'inherit' });
if (bundle.status !== 0) process.exit(bundle.status ?? 1);

await build({
  publish: plan.upload,
  // Merged over electron-builder.yml.
  config: plan.publish ? { publish: plan.publish } : {},
});
