import type { Context } from 'hono';
import { overLimit, type BackendContext } from '../context';
import { parseArgsBody } from './body';
import { rateLimited } from './errors';
import type { StatementResult } from './execute';
import { argumentCandidates, parseQuery } from './query-parser';
import { readRestRequest, type RestCaches } from './request';
import { buildCall, resolveFunction, resolveFunctionForQuery } from './rpc-sql';
import { contentRange, send, sendRows } from './responses';
import { maxAffectedCheck, runStatement } from './transaction-end';

/**
 * Functions that reveal something to whoever guesses the right argument (docs/threat-model.md #4,
 * #32).
 */
const RATE_LIMITED_FUNCTIONS = {
  team_name_for_invite: 'inviteLookup',
  verify_certificate: 'tokenLookup',
  training_reminder_subscription: 'tokenLookup',
  set_training_reminders: 'tokenLookup',
  set_training_reminder_frequency: 'tokenLookup',
} as const;
const isRateLimited = (name: string): name is keyof typeof RATE_LIMITED_FUNCTIONS =>
  Object.hasOwn(RATE_LIMITED_FUNCTIONS, name);

/**
 * POST /rpc/<fn> with a JSON object of named arguments, or GET/HEAD with them in the query
 * string. void → 204; a scalar or one row → that value; a set → an array. Every reply has a
 * Content-Range, counted with Prefer: count=exact, as for tables.
 */
export async function handleRpc(
  ctx: BackendContext,
  { catalog, tokens }: RestCaches,
  c: Context,
): Promise<Response> {
  const name = c.req.param('fn') ?? '';
  const request = await readRestRequest(tokens, c, `/rpc/${name}`);
  const { searchParams, shape, prefer } = request;
  const args = request.readOnly ? undefined : parseArgsBody(await c.req.text());

  const options = { ...shape, count: prefer.count };
  const { fn, query, statement } = await catalog.use((current) => {
    if (args) {
      const fn = resolveFunction(current, name, args.names);
      const query = parseQuery(searchParams);
      return { fn, query, statement: buildCall(fn, args.text, args.names, query, options) };
    }
    // GET/HEAD: the query keys that name parameters are arguments, the others filters.
    const fn = resolveFunctionForQuery(current, name, argumentCandidates(searchParams));
    const query = parseQuery(searchParams, { argNames: new Set(fn.params.map((p) => p.name)) });
    const argsJson = JSON.stringify(Object.fromEntries(query.args));
    return {
      fn,
      query,
      statement: buildCall(fn, argsJson, [...query.args.keys()], query, options),
    };
  });

  if (isRateLimited(fn.name) && overLimit(ctx, c, RATE_LIMITED_FUNCTIONS[fn.name])) {
    throw rateLimited();
  }
  // PostgREST counts a function that returns one value (or void) as one row, whatever it did;
  // max-affected therefore limits the rows a set-returning function returns.
  const returnsSet = fn.result.kind !== 'void' && fn.result.set;
  const rows = (result: StatementResult) => (returnsSet ? result.pageCount : 1);
  const checks = [maxAffectedCheck(prefer, rows)];
  const executed = await runStatement(ctx.db, request, statement, checks);
  const result = { ...executed, pageCount: rows(executed) };

  const offset = query.offset ?? 0;
  if (fn.result.kind === 'void') {
    return send(c, 204, null, { 'Content-Range': contentRange(offset, 1, result.total) });
  }
  return sendRows(c, result, offset, shape);
}
