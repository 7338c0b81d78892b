// What the hosted entries (Deno, Supabase Edge Functions) share: the service-role client and the
// server. Kept out of ../_shared, which the embedded backend compiles with Node's types.
import { createClient } from 'npm:@supabase/supabase-js@2';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): void;
};

export const serviceClient = createClient(
  Deno.env.get('SUPABASE_URL') ?? '',
  Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  { auth: { persistSession: false } },
);

export const serve = (handler: (request: Request) => Promise<Response>) => Deno.serve(handler);
