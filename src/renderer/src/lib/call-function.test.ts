import { describe, expect, it } from 'vitest';
import { clientAnswering, json } from '../testing/client-answering';
import { callFunction } from './call-function';

const FAILURE = 'The invitation could not be sent.';
const call = (reply: Response) =>
  callFunction(clientAnswering(() => reply).client, 'invite', {}, FAILURE);

describe('callFunction', () => {
  it('answers the function’s JSON', async () => {
    expect(await call(json({ done: true }))).toEqual({ done: true });
  });

  it('throws the function’s own words for a refusal', async () => {
    await expect(call(json({ error: 'That address is already invited.' }, 400))).rejects.toThrow(
      'That address is already invited.',
    );
  });

  it('throws its own failure for a reply of another shape, or no reply', async () => {
    await expect(call(json({ error: { nested: true } }, 400))).rejects.toThrow(FAILURE);
    await expect(call(new Response('upstream gone', { status: 500 }))).rejects.toThrow(FAILURE);
  });
});
