// Deep links (docs/decisions.md E3). The main process parses `complyready://` links it receives and
// keeps the latest one; it signals the renderer, which takes it. Taking (rather than pushing the
// link) delivers a link exactly once, also when it arrived before the renderer was listening.
import { isDeepLinkTarget } from '../deep-links';
import { eventContract, invokeContract } from './contract';
import { guarded, none, nullable } from './schema';

export const deepLinkTake = invokeContract({
  channel: 'deep-link:take',
  method: 'takeDeepLink',
  input: none,
  output: nullable(guarded(isDeepLinkTarget, 'a deep-link target')),
});

export const deepLinkOpened = eventContract({
  channel: 'deep-link:opened',
  method: 'onDeepLinkOpened',
  payload: none,
});
