// Native saving (docs/decisions.md E2): the renderer hands over a name and bytes; the main process
// asks the user where to save. The renderer never supplies a path.
import { invokeContract } from './contract';
import { bytes, literal, object, oneOf, refine, string } from './schema';

/** Far above any CSV or Word export; refuses a renderer that tries to fill the disk. */
export const MAX_SAVE_BYTES = 64 * 1024 * 1024;

export const filesSave = invokeContract({
  channel: 'files:save',
  method: 'saveFile',
  input: object({
    suggestedName: refine(
      string({ min: 1, max: 255, refuse: /[/\\]|^\.{1,2}$/ }),
      (name) => ![...name].some((character) => character < ' ' || character === '\u007f'),
      'a file name without folders or control characters',
    ),
    // `type/subtype`, optionally with parameters such as `;charset=utf-8`.
    mimeType: string({ max: 255, pattern: /^[a-z]+\/[a-z0-9.+-]+(;\s*[a-z0-9-]+=[a-z0-9.-]+)*$/i }),
    data: bytes(MAX_SAVE_BYTES),
  }),
  output: oneOf(
    object({ status: literal('saved') }),
    object({ status: literal('cancelled') }),
    object({ status: literal('failed'), message: string({ max: 1024 }) }),
  ),
});
