-- Enforced single sign-on holds for every token, not only for a password (docs/decisions.md SSO1,
-- docs/threat-model.md #82): a password-reset link (or any email link) gave a member of a team
-- that enforces SSO a session that bypassed the identity provider, its MFA and its conditions.
-- Supabase Auth asks this hook before every access token it issues, a refresh's included; a token
-- counts as single sign-on when it is earned by SAML or its session's `amr` holds SAML (a refresh
-- of an SSO session, an authenticator code after one). The owner's way in stays as it was.
create or replace function public.sso_access_token_hook(event jsonb) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if coalesce(event ->> 'authentication_method', '') <> 'sso/saml'
     and not coalesce(event -> 'claims' -> 'amr', '[]'::jsonb) @> '[{"method": "sso/saml"}]'
     and private.password_refused_by_sso((event ->> 'user_id')::uuid) then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', 'Your team signs in with single sign-on. Use "Sign in with SSO".'));
  end if;
  return jsonb_build_object('claims', event -> 'claims');
end
$$;
