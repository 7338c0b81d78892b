// Opening a link in the user's browser. The main process opens only allow-listed https URLs.
import { invokeContract } from './contract';
import { boolean, object, string } from './schema';

export const shellOpenExternal = invokeContract({
  channel: 'shell:open-external',
  method: 'openExternal',
  input: object({ url: string({ min: 1, max: 2048 }) }),
  output: object({ opened: boolean }),
});
