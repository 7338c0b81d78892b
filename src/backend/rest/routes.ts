import { Hono, type Context } from 'hono';
import type { BackendContext } from '../context';
import { CatalogCache, loadCatalog } from './catalog';
import { RestError } from './errors';
import type { RestCaches } from './request';
import { VerifiedTokens } from './request-auth';
import { sendError } from './responses';
import { handleRpc } from './rpc-handler';
import { handleTable } from './table-handler';

export { MAX_ROWS } from './sql-builder';

/**
 * The PostgREST-compatible API mounted at /rest/v1 (docs/supabase-protocol.md#rest-postgrest,
 * docs/supabase-protocol.md#rpc): tables and functions of schema public, each request in one
 * transaction under the caller's role.
 */
export function createRestRoutes(ctx: BackendContext): Hono {
  const caches: RestCaches = {
    catalog: new CatalogCache(() => loadCatalog(ctx.db)),
    tokens: new VerifiedTokens(ctx.keys.jwtSecret),
  };
  const app = new Hono();

  // GET routes also answer HEAD (Hono strips the body).
  app.get('/rpc/:fn', (c) => handleRpc(ctx, caches, c));
  app.post('/rpc/:fn', (c) => handleRpc(ctx, caches, c));
  app.all('/rpc/:fn', (c) =>
    sendError(
      c,
      new RestError({
        status: 405,
        code: 'PGRST101',
        message: `Cannot use the ${c.req.method} method on RPC`,
      }),
    ),
  );
  app.get('/:table', (c) => handleTable(ctx, caches, c));
  app.on(['POST', 'PATCH', 'DELETE'], '/:table', (c) => handleTable(ctx, caches, c));
  app.all('/:table', (c) =>
    sendError(
      c,
      new RestError({
        status: 405,
        code: 'PGRST117',
        message: `Unsupported HTTP method: ${c.req.method}`,
      }),
    ),
  );
  app.all('*', (c) =>
    sendError(
      c,
      new RestError({
        status: 404,
        code: 'PGRST125',
        message: 'Invalid path specified in request URL',
      }),
    ),
  );
  app.onError((error, c) => sendError(c, asRestError(ctx, c, error)));
  return app;
}

/** Known failures keep their reply; anything else is a 500 that reveals nothing. */
function asRestError(ctx: BackendContext, c: Context, error: unknown): RestError {
  if (error instanceof RestError) return error;
  // Only the error's kind and message: never the request body, SQL or parameters.
  ctx.log(
    `rest: unexpected ${(error as Error).name} on ${c.req.method}: ${(error as Error).message}`,
  );
  return new RestError({
    status: 500,
    code: 'PGRSTX00',
    message: 'Internal server error',
    cause: error,
  });
}
