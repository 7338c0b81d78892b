// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
import { createClient } from 'npm:@supabase/supabase-js@2';
import { createHotlineHandler } from '../_shared/hotline.ts';

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
  createHotlineHandler({
    async storeReport(report) {
      const { error } = await admin.from('hotline_reports').insert({
        is_anonymous: report.isAnonymous,
        name: report.name,
        email: report.email,
        subject: report.subject,
        message: report.message,
      });
      if (error) throw new Error('Could not store the report');
    },
    // Hosted notification goes through the project's mail provider; configure it there.
    notifyRecipients: () => Promise.resolve(),
  }),
);
