// What `npm run dist` adds to electron-builder.yml from the environment: where the installed app
// looks for updates, and whether to upload. Pure, so the rules are tested (dist-config.test.ts).

export type PublishConfig =
  | { provider: 'generic'; url: string; channel: 'latest' }
  | { provider: 'github'; owner: string; repo: string; releaseType: 'release' | 'draft' };

export interface DistPlan {
  /** Null: a build without an update feed (the app says so when asked to check). */
  publish: PublishConfig | null;
  /** electron-builder's --publish: upload only when asked to (COMPLYREADY_PUBLISH=always). */
  upload: 'always' | 'never';
  problems: string[];
}

export function distPlan(env: Readonly<Record<string, string | undefined>>): DistPlan {
  const problems: string[] = [];
  const upload = env['COMPLYREADY_PUBLISH'] === 'always' ? 'always' : 'never';
  const updateUrl = env['COMPLYREADY_UPDATE_URL']?.trim();
  const repository = env['COMPLYREADY_GITHUB_REPOSITORY']?.trim();
  let publish: PublishConfig | null = null;
  if (updateUrl) {
    if (/^https:\/\/[^\s/]+/.test(updateUrl)) {
      publish = { provider: 'generic', url: updateUrl.replace(/\/+$/, ''), channel: 'latest' };
      if (upload === 'always') {
        problems.push(
          'A generic server is not uploaded to: copy dist/desktop/* (installers and latest*.yml) to COMPLYREADY_UPDATE_URL.',
        );
      }
    } else {
      problems.push('COMPLYREADY_UPDATE_URL must be an https URL; building without updates.');
    }
  } else if (repository) {
    const [owner, repo, ...rest] = repository.split('/');
    if (owner && repo && rest.length === 0) {
      publish = {
        provider: 'github',
        owner,
        repo,
        releaseType: env['COMPLYREADY_RELEASE_TYPE'] === 'draft' ? 'draft' : 'release',
      };
      if (upload === 'always' && !env['GH_TOKEN'] && !env['GITHUB_TOKEN']) {
        problems.push('Uploading to GitHub releases needs GH_TOKEN.');
      }
    } else {
      problems.push('COMPLYREADY_GITHUB_REPOSITORY must be owner/name; building without updates.');
    }
  }
  return { publish, upload: publish ? upload : 'never', problems };
}
