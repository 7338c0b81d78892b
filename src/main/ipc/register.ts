import type { InputOf, InvokeContract, OutputOf } from '../../shared/ipc/contract';
import { isAppUrl } from '../security';

/** What a handler learns about the caller: the frame that sent the request. */
export interface InvokeEvent {
  readonly senderFrame: { readonly url: string; readonly parent: unknown } | null;
  readonly sender?: unknown;
}

/** The part of Electron's `ipcMain` the handlers use. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void;
}

export class UntrustedSenderError extends Error {
  override name = 'UntrustedSenderError';
}

/**
 * docs/threat-model.md, Electron checklist 17: only the app's own top-level page may call the main
 * process. A frame that is gone, an embedded frame (the Vimeo player), or a page of another origin
 * is refused.
 */
export function assertTrustedSender(event: InvokeEvent, appOrigin: string): void {
  const frame = event.senderFrame;
  if (!frame) throw new UntrustedSenderError('The calling frame is gone.');
  if (frame.parent !== null) throw new UntrustedSenderError('Only the top frame may call.');
  if (!isAppUrl(frame.url, appOrigin)) {
    throw new UntrustedSenderError(`Refused a call from ${JSON.stringify(frame.url)}.`);
  }
}

export type Handler<C extends InvokeContract> = (
  input: InputOf<C>,
  event: InvokeEvent,
) => OutputOf<C> | Promise<OutputOf<C>>;

/**
 * Registers one contract's handler: sender checked, exactly one argument validated against the
 * contract's input schema, the result checked against its output schema. The handler only ever
 * sees valid input from the app's own page.
 */
export function handleInvoke<C extends InvokeContract>(
  ipcMain: IpcMainLike,
  appOrigin: string,
  contract: C,
  handler: Handler<C>,
): void {
  ipcMain.handle(contract.channel, async (event, ...args) => {
    assertTrustedSender(event, appOrigin);
    if (args.length > 1) throw new TypeError(`${contract.channel} takes one argument.`);
    const input = contract.input(args[0], 'input') as InputOf<C>;
    return contract.output(await handler(input, event), 'output');
  });
}
