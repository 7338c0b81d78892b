/**
 * The desktop IPC contract: every channel between the renderer and the main process. The preload
 * exposes exactly these functions as `window.desktop`; the main process registers exactly these
 * handlers. No Electron imports: it is data plus runtime checks.
 */
import type { EventContract, InputOf, InvokeContract, OutputOf, PayloadOf } from './contract';
import { deepLinkOpened, deepLinkTake } from './deep-link';
import { filesSave } from './files';
import { sessionGet, sessionPersistence, sessionRemove, sessionSet } from './session';
import { setupGet, setupSave } from './setup';
import { shellOpenExternal } from './shell';

export const invokeContracts = [
  sessionGet,
  sessionSet,
  sessionRemove,
  sessionPersistence,
  filesSave,
  shellOpenExternal,
  deepLinkTake,
  setupGet,
  setupSave,
] as const;

export const eventContracts = [deepLinkOpened] as const;

type InvokeMethods = {
  [C in (typeof invokeContracts)[number] as C['method']]: undefined extends InputOf<C>
    ? (input?: InputOf<C>) => Promise<OutputOf<C>>
    : (input: InputOf<C>) => Promise<OutputOf<C>>;
};

type EventMethods = {
  [C in (typeof eventContracts)[number] as C['method']]: (
    listener: (payload: PayloadOf<C>) => void,
  ) => () => void;
};

/** `window.desktop`, as the preload builds it from the contracts. */
export type DesktopApi = InvokeMethods & EventMethods;

export type { EventContract, InvokeContract };
export { IpcValidationError } from './schema';
export * from './deep-link';
export * from './files';
export * from './session';
export * from './setup';
export * from './shell';
