// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
import { serve, serviceClient, submissionAllowance } from '../_hosted/runtime.ts';
import { withSubmissionLimit } from '../_shared/http.ts';
import { createContactHandler } from '../_shared/contact.ts';

serve(
  withSubmissionLimit(
    createContactHandler({
      async storeMessage(message) {
        const { error } = await serviceClient.from('contact_messages').insert(message);
        if (error) throw new Error('Could not store the message');
      },
      notifyTeam: () => Promise.resolve(),
      logError: (error) => console.error('contact function:', error),
    }),
    submissionAllowance('contact'),
  ),
);
