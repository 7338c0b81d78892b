import type { Check } from './schema';

/**
 * A request from the renderer that the main process answers (`ipcRenderer.invoke` →
 * `ipcMain.handle`). Declared once; the preload builds its function from it and the main process
 * registers its handler through it, so both sides check the same schema.
 */
export interface InvokeContract<M extends string = string, I = unknown, O = unknown> {
  readonly kind: 'invoke';
  /** `domain:action`. */
  readonly channel: string;
  /** The function's name on `window.desktop`. */
  readonly method: M;
  readonly input: Check<I>;
  readonly output: Check<O>;
}

/** A notification from the main process to the renderer (`webContents.send` → a listener). */
export interface EventContract<M extends string = string, P = unknown> {
  readonly kind: 'event';
  readonly channel: string;
  /** The subscribe function's name on `window.desktop`; it returns an unsubscribe function. */
  readonly method: M;
  readonly payload: Check<P>;
}

export function invokeContract<const M extends string, I, O>(
  contract: Omit<InvokeContract<M, I, O>, 'kind'>,
): InvokeContract<M, I, O> {
  return { kind: 'invoke', ...contract };
}

export function eventContract<const M extends string, P>(
  contract: Omit<EventContract<M, P>, 'kind'>,
): EventContract<M, P> {
  return { kind: 'event', ...contract };
}

export type InputOf<C> = C extends InvokeContract<string, infer I, unknown> ? I : never;
export type OutputOf<C> = C extends InvokeContract<string, unknown, infer O> ? O : never;
export type PayloadOf<C> = C extends EventContract<string, infer P> ? P : never;
