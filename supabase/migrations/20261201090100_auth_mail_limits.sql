-- Auth mails a stranger cannot use up (supabase/README.md, « Mails d'authentification »).
--
-- 1. Before User Created hook (config.toml [auth.hook.before_user_created]): past 20 new accounts
--    still unconfirmed this hour, a sign-up is refused before Auth creates the account or counts
--    a mail: a burst of sign-ups to random addresses stops there, and the project's mail quota
--    stays for the people who need a reset link. A real account confirms within minutes and
--    leaves the count.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from auth.users where created_at > now() - interval '1 hour' and email_confirmed_at is null) >= 20 then
    return jsonb_build_object('error', jsonb_build_object('http_code', 429, 'message', 'Too many sign-ups this hour: please try again later.'));
  end if;
  return '{}'::jsonb;
end;
$$;
comment on function public.hook_before_user_created(jsonb) is 'Auth hook: refuses a sign-up past 20 unconfirmed new accounts in the last hour.';
grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;
revoke execute on function public.hook_before_user_created(jsonb) from authenticated, anon, public;

-- 2. The mails the send-auth-email function (Send Email hook) has sent: its per-address and
--    hourly limits count them. The address is kept only as a keyed hash; rows older than a day
--    are deleted as new ones come.
create table public.auth_mails (
  id uuid primary key default gen_random_uuid(),
  sent_at timestamptz not null default now(),
  address_hash text not null,
  kind text not null check (kind in ('signup', 'recovery', 'reauthentication'))
);
comment on table public.auth_mails is 'Auth mails sent by the send-auth-email hook, for its limits; kept one day.';
create index auth_mails_address_idx on public.auth_mails (address_hash, sent_at desc);
create index auth_mails_sent_at_idx on public.auth_mails (sent_at);
alter table public.auth_mails enable row level security;
revoke all on table public.auth_mails from anon, authenticated;
grant select, insert, delete on table public.auth_mails to service_role;

-- 3. The artist is told once an hour at most when auth mails near the hourly quota.
alter table public.artist_alerts drop constraint artist_alerts_kind_check;
alter table public.artist_alerts add constraint artist_alerts_kind_check check (kind in ('contact_ceiling', 'contact_digest', 'retry_stalled', 'auth_mail_quota'));
insert into public.artist_alerts (kind, sent_at) values ('auth_mail_quota', 'epoch');
