-- The auth sign-up gate per source as well as global (issue 46, item 6). Before, one count of
-- unconfirmed new accounts for the whole project: 20 sign-ups from one address closed sign-ups for
-- everyone for an hour. Now a source past 20 unconfirmed accounts this hour is refused alone, and
-- the project's count stays as a backstop, higher: 50, the sign-up confirmations the Send Email
-- hook sends in an hour anyway (AUTH_MAIL_LIMITS): a flood from many sources stops before Auth
-- counts a mail it would refuse, and the other half of the hook's quota stays for reset mails.
--
-- The source is the hook's `metadata.ip_address`, which Auth reads as the contact form reads its
-- client (clientAddress in functions/_shared/contact-handler.ts): the first address of
-- X-Forwarded-For, else the connection's. Cloudflare appends what it sees to what the client
-- wrote, so a client can write its own first entry: that only walks it around its own source's
-- limit, into the project's, as before; it can no longer close sign-ups for a source it is not.

-- 1. The source of each account the gate let through, kept one hour (the window), as the address
--    itself: the hook has no secret to key it with, and an hour is all the limit needs. An account
--    deleted takes its row with it (the trigger below); a confirmed one stops counting.
create table public.auth_sign_up_sources (
  user_id uuid primary key,
  source text not null,
  created_at timestamptz not null default now()
);
comment on table public.auth_sign_up_sources is 'Network address of each new auth account the Before User Created hook let through; kept one hour, for its per-source limit.';
create index auth_sign_up_sources_source_idx on public.auth_sign_up_sources (source, created_at);
create index auth_sign_up_sources_created_idx on public.auth_sign_up_sources (created_at);
alter table public.auth_sign_up_sources enable row level security;
revoke all on table public.auth_sign_up_sources from anon, authenticated;
grant select on table public.auth_sign_up_sources to service_role;

create or replace function public.auth_sign_up_source_forget() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.auth_sign_up_sources where user_id = old.id;
  return old;
end;
$$;
revoke execute on function public.auth_sign_up_source_forget() from authenticated, anon, public;
create trigger auth_sign_up_source_forget after delete on auth.users for each row execute function public.auth_sign_up_source_forget();

-- 2. The Before User Created hook: the source's count, then the project's, under one lock (two
--    sign-ups at once from one source cannot both take its last place). A source counts the
--    accounts it was let through this hour that are still unconfirmed, and those still being
--    created (let through in the last minute, not written yet); one that failed after the hook
--    (no account, no mail) stops counting after that minute, as it never counted before.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_source text := coalesce(nullif(event -> 'metadata' ->> 'ip_address', ''), 'adresse-inconnue');
  v_refusal constant jsonb := jsonb_build_object('error', jsonb_build_object('http_code', 429, 'message', 'Too many sign-ups this hour: please try again later.'));
begin
  perform pg_advisory_xact_lock(46401);
  delete from public.auth_sign_up_sources where created_at <= now() - interval '1 hour';
  if (
    select count(*) from public.auth_sign_up_sources source left join auth.users account on account.id = source.user_id
    where source.source = v_source
      and (account.email_confirmed_at is null and account.id is not null or account.id is null and source.created_at > now() - interval '1 minute')
  ) >= 20 then
    return v_refusal;
  end if;
  if (select count(*) from auth.users where created_at > now() - interval '1 hour' and email_confirmed_at is null) >= 50 then
    return v_refusal;
  end if;
  insert into public.auth_sign_up_sources (user_id, source) values ((event -> 'user' ->> 'id')::uuid, v_source) on conflict (user_id) do nothing;
  return '{}'::jsonb;
end;
$$;
comment on function public.hook_before_user_created(jsonb) is 'Auth hook: refuses a sign-up past 20 unconfirmed new accounts this hour from its source, or 50 for the whole project.';
