// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { createContactHandler } from '../_shared/contact.ts';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (request: Request) => Promise<Response>): void;
};

const admin = createClient(
  Deno.env.get('SUPABASE_URL') ?? '',
  Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  {
    auth: { persistSession: false },
  },
);

Deno.serve(
  createContactHandler({
    async storeMessage(message) {
      const { error } = await admin.from('contact_messages').insert(message);
      if (error) throw new Error('Could not store the message');
    },
    notifyTeam: () => Promise.resolve(),
    logError: (error) => console.error('contact function:', error),
  }),
);
