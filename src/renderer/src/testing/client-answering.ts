// A real supabase-js client whose HTTP goes to a stand-in for the backend, for unit tests of the
// renderer's data functions (the renderer imports no Node server; the backend's own tests use the
// real one).
import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from '@shared/database.types';

type WebSocketConstructor = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>;
const noWebSocket = function refuseWebSocket() {
  throw new Error('No realtime connection here');
} as unknown as WebSocketConstructor;

/** A client whose requests `answer` answers; `calls` lists each request's path and JSON body. */
export function clientAnswering(answer: (url: URL, body: unknown) => Response) {
  const calls: { path: string; body: unknown }[] = [];
  const client = createClient<Database>('http://backend.test', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    // supabase-js builds its realtime client eagerly; Node 20 has no WebSocket to give it.
    realtime: { transport: noWebSocket },
    global: {
      fetch: async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        const body: unknown = init?.body ? JSON.parse(String(init.body)) : null;
        calls.push({ path: url.pathname, body });
        return answer(url, body);
      },
    },
  });
  return { client, calls };
}

/** A JSON reply. */
export const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });
