// The setup screen (first launch, and Settings in the menu): which backend the app talks to. The
// main process checks a hosted project before saving it and starts the local backend itself; the
// renderer only sends what the user typed or chose.
import { invokeContract } from './contract';
import { boolean, literal, none, nullable, object, oneOf, string } from './schema';

const URL_TEXT = string({ max: 2048 });

export const setupGet = invokeContract({
  channel: 'setup:get',
  method: 'getBackendSetup',
  input: none,
  output: object({
    choice: oneOf(
      object({ kind: literal('none') }),
      object({ kind: literal('local') }),
      object({
        kind: literal('hosted'),
        url: URL_TEXT,
        anonKey: string({ max: 4096 }),
        websiteUrl: nullable(URL_TEXT),
      }),
    ),
    /** Set by the environment (COMPLYREADY_SUPABASE_URL ...): shown, not changeable here. */
    managed: boolean,
  }),
});

export const setupSave = invokeContract({
  channel: 'setup:save',
  method: 'saveBackendSetup',
  input: oneOf(
    object({ kind: literal('local') }),
    object({
      kind: literal('hosted'),
      url: URL_TEXT,
      anonKey: string({ max: 4096 }),
      websiteUrl: URL_TEXT,
    }),
  ),
  output: oneOf(
    object({ ok: literal(true) }),
    object({ ok: literal(false), reason: string({ max: 1024 }) }),
  ),
});
