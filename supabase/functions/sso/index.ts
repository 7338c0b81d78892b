// Hosted entry (Deno, Supabase Edge Functions). The handler and its rules are in ../_shared.
// Settings → Single Sign-On of a team's admins: the database is asked as the caller first
// (public.team_sso_settings holds the admin and plan rules); Supabase Auth's admin SSO API, DNS and
// mail are then used with the function's own secrets (docs/decisions.md SSO1).
import { sendEmail } from '../_hosted/mail.ts';
import { callerRpc, env, serve, serviceClient } from '../_hosted/runtime.ts';
import { refusalStatus } from '../_shared/policy-reminders.ts';
import { CallerRefused, createSsoHandler } from '../_shared/sso.ts';

declare const Deno: {
  resolveDns(name: string, type: 'TXT'): Promise<string[][]>;
};

serve(
  createSsoHandler({
    asCaller: callerRpc,
    async asService(fn, args) {
      const { error } = await serviceClient.rpc(fn, args);
      if (error) throw new CallerRefused(error.message, refusalStatus(error.code));
    },
    adminSso: (method, path, body) =>
      fetch(`${env('SUPABASE_URL') ?? ''}/auth/v1/admin/sso/providers${path}`, {
        method,
        headers: {
          apikey: env('SUPABASE_SERVICE_ROLE_KEY') ?? '',
          Authorization: `Bearer ${env('SUPABASE_SERVICE_ROLE_KEY') ?? ''}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      }),
    resolveTxt: (name) => Deno.resolveDns(name, 'TXT'),
    sendMail: sendEmail,
    randomCode() {
      // Below the largest multiple of 10^8 under 2^32, so every code is as likely.
      const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
      return value < 4_200_000_000
        ? String(value % 100_000_000).padStart(8, '0')
        : this.randomCode();
    },
  }),
);
