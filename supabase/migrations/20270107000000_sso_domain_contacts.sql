-- A domain's verification code goes only to its administrative addresses (admin@,
-- administrator@, hostmaster@, postmaster@, webmaster@), the mailboxes certificate authorities
-- accept as proof of control: any person's own address at the domain (a contractor's, a new
-- hire's) proved it before, and a verified domain signs in by SSO (docs/threat-model.md #46).
-- The list is src/shared/domain-contacts.ts's too.
create or replace function public.sso_store_domain_code(
  team uuid, domain text, sent_to text, code_hash text
) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  if private.normalized_domain(sent_to) <> private.normalized_domain(domain)
     or split_part(lower(btrim(sent_to)), '@', 1) not in
        ('admin', 'administrator', 'hostmaster', 'postmaster', 'webmaster') then
    raise exception 'The code goes only to an administrative address of the domain'
      using errcode = '22023';
  end if;
  update private.team_sso_domains d
  set email_code_hash = code_hash, email_code_sent_to = lower(btrim(sent_to)),
      email_code_expires_at = now() + interval '30 minutes', email_code_attempts = 0
  where d.team_id = team and d.domain = private.normalized_domain(sso_store_domain_code.domain)
    and d.verified_at is null;
  if not found then
    raise exception 'No such domain waiting for verification' using errcode = 'PT404';
  end if;
end
$$;
