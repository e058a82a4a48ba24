-- The fans' links carry a version (issue 46, item 6): each new link mailed to a fan moves it, and
-- a link from an older mail then reads and changes nothing (fan-link-handlers.ts), except the
-- unsubscription, which any validly signed link may still do. Unsubscribing deletes the row, which
-- revokes every link of that id; a later sign-up is a new row with a new id.

-- 1. The version a subscriber's signed links (preferences, unsubscription) must carry. The rows
--    already there start at 1; a link signed before versions counts as 0 (fan-links.ts).
alter table public.fan_subscribers add column token_version integer not null default 1 check (token_version >= 1);

-- 2. The version a mailed link (confirm, « apply these changes ») was sent under. The links already
--    mailed keep working until the next one (the rows already there were at 1); a new link always
--    states its own (fan_new_link).
alter table public.fan_confirmation_tokens add column token_version integer not null default 1;
alter table public.fan_confirmation_tokens alter column token_version drop default;

-- 3. A new link in one call, one transaction: the version moves, then the link is stored under it.
--    Returns the new version, which the mail's other links carry.
create or replace function public.fan_new_link(p_token_hash text, p_subscriber uuid, p_expires_at timestamptz, p_purpose text, p_request jsonb) returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_version integer;
begin
  update public.fan_subscribers set token_version = token_version + 1 where id = p_subscriber returning token_version into v_version;
  if v_version is null then
    raise exception 'fan_new_link: no subscriber %', p_subscriber;
  end if;
  insert into public.fan_confirmation_tokens (token_hash, subscriber_id, expires_at, purpose, request, token_version)
    values (p_token_hash, p_subscriber, p_expires_at, p_purpose, p_request, v_version);
  return v_version;
end;
$$;
comment on function public.fan_new_link is 'fan-signup and fan-alerts: stores a mailed link and moves the subscriber''s token version past every older link.';
revoke execute on function public.fan_new_link from public, anon, authenticated;
grant execute on function public.fan_new_link to service_role;
