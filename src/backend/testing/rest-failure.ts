import { RestError } from '../rest/errors';

/** The RestError that `run` throws (a parse, a build, a header check), to assert its code and status. */
export function restFailure(run: () => unknown): RestError {
  try {
    run();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a RestError');
}
