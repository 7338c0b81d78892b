import { describe, expect, it } from 'vitest';
import { distPlan } from './dist-config';

describe('npm run dist: the update feed from the environment', () => {
  it('builds without a feed and uploads nothing by default', () => {
    expect(distPlan({})).toEqual({ publish: null, upload: 'never', problems: [] });
  });

  it('uses a generic server from COMPLYREADY_UPDATE_URL', () => {
    expect(
      distPlan({ COMPLYREADY_UPDATE_URL: 'https://updates.example.com/complyready/' }),
    ).toEqual({
      publish: {
        provider: 'generic',
        url: 'https://updates.example.com/complyready',
        channel: 'latest',
      },
      upload: 'never',
      problems: [],
    });
    expect(distPlan({ COMPLYREADY_UPDATE_URL: 'http://updates.example.com' }).publish).toBeNull();
  });

  it('uses GitHub releases of COMPLYREADY_GITHUB_REPOSITORY, uploading when asked', () => {
    expect(
      distPlan({
        COMPLYREADY_GITHUB_REPOSITORY: 'complyready/desktop',
        COMPLYREADY_PUBLISH: 'always',
        GH_TOKEN: 't',
      }),
    ).toEqual({
      publish: {
        provider: 'github',
        owner: 'complyready',
        repo: 'desktop',
        releaseType: 'release',
      },
      upload: 'always',
      problems: [],
    });
    expect(
      distPlan({ COMPLYREADY_GITHUB_REPOSITORY: 'x/y', COMPLYREADY_PUBLISH: 'always' }).problems,
    ).toEqual(['Uploading to GitHub releases needs GH_TOKEN.']);
  });
});
