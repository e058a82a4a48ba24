-- The fan list made safe to launch (issue 46): mail no one can aim, consent only its owner
-- changes, a way back in after « do not mail ».

-- 1. The list's sign-up mails (confirmation links, « apply these changes » links), one row per
--    mail handed to the provider: the limits per mailbox, per recipient domain and per hour count
--    them. Mailbox and domain are kept as keyed hashes (fan-list-keys.ts), never in clear; rows
--    older than two days are deleted by fan-alerts.
create table public.fan_list_mails (
  id bigint generated always as identity primary key,
  sent_at timestamptz not null,
  mailbox_key text not null,
  domain_key text not null
);
comment on table public.fan_list_mails is 'Sign-up mails of the fan list, for its limits (keyed hashes of mailbox and domain); kept two days.';
create index fan_list_mails_mailbox_idx on public.fan_list_mails (mailbox_key, sent_at);
create index fan_list_mails_domain_idx on public.fan_list_mails (domain_key, sent_at);
create index fan_list_mails_sent_idx on public.fan_list_mails (sent_at);

-- 2. Sign-up mails held back by the hourly ceiling or a domain's limit: one per subscriber (the
--    latest request), sent by fan-alerts as the limits allow, oldest first; never dropped.
create table public.fan_deferred_mails (
  subscriber_id uuid primary key references public.fan_subscribers (id) on delete cascade,
  purpose text not null check (purpose in ('confirm', 'change')),
  request jsonb not null,
  deferred_at timestamptz not null
);
comment on table public.fan_deferred_mails is 'Fan list sign-up mails waiting for the hourly ceiling or a domain limit; fan-alerts sends them.';
create index fan_deferred_mails_due_idx on public.fan_deferred_mails (deferred_at);

-- 3. A mailed link carries the request it applies: the choices and the consent as the form sent
--    them. Confirming (purpose confirm) or applying (purpose change, for an address already
--    confirmed) is the owner's act; until then the subscription stays as it was.
alter table public.fan_confirmation_tokens
  add column purpose text not null default 'confirm' check (purpose in ('confirm', 'change')),
  add column request jsonb;

-- 4. Consent events, appended, never changed: given (the owner confirmed), changed (the owner
--    applied new choices), withdrawn (unsubscribed, or « this wasn't me »), each with the text,
--    instant, page and language, and the choices it covered. A withdrawn subscriber's events keep
--    only the keyed hash of the address, and are deleted three years after the withdrawal (proof
--    for the prescription period of a complaint).
create table public.fan_consent_events (
  id bigint generated always as identity primary key,
  subscriber_id uuid references public.fan_subscribers (id) on delete set null,
  mailbox_key text not null,
  event text not null check (event in ('given', 'changed', 'withdrawn')),
  at timestamptz not null,
  consent_text text,
  consent_page text,
  consent_lang text check (consent_lang in ('fr', 'en', 'es')),
  city_name text,
  city_country text,
  distance_km integer,
  lang text check (lang in ('fr', 'en', 'es'))
);
comment on table public.fan_consent_events is 'Consent events of the fan list (given, changed, withdrawn), append only; kept three years after a withdrawal.';
create index fan_consent_events_subscriber_idx on public.fan_consent_events (subscriber_id, at);
create index fan_consent_events_at_idx on public.fan_consent_events (at);
create or replace function public.fan_consent_events_append_only() returns trigger language plpgsql set search_path = '' as $$
begin
  -- The erasure path (subscriber deleted: its id set to null) and the retention deletion are the only changes.
  if tg_op = 'UPDATE' and new.subscriber_id is null and (to_jsonb(new) - 'subscriber_id') = (to_jsonb(old) - 'subscriber_id') then
    return new;
  end if;
  raise exception 'fan_consent_events is append only';
end;
$$;
create trigger fan_consent_events_append_only before update on public.fan_consent_events for each row execute function public.fan_consent_events_append_only();

-- 5. « Do not mail »: keyed hashes of the mailbox (fan-list-keys.ts), why it is there, kept three
--    years; a new sign-up confirmed by its owner takes it off (a way back in).
alter table public.fan_do_not_mail add column reason text not null default 'unsubscribed' check (reason in ('unsubscribed', 'not_me'));
comment on table public.fan_do_not_mail is 'Keyed hashes of mailboxes that unsubscribed or said « this was not me »; kept three years, lifted by a new confirmed sign-up.';

-- 7. The artist is told when the list's sign-up mails reach their hourly ceiling.
alter table public.artist_alerts drop constraint artist_alerts_kind_check;
alter table public.artist_alerts add constraint artist_alerts_kind_check
  check (kind in ('contact_ceiling', 'contact_digest', 'retry_stalled', 'auth_mail_quota', 'fan_ceiling', 'fan_shared_address'));
insert into public.artist_alerts (kind, sent_at) values ('fan_ceiling', 'epoch'), ('fan_shared_address', 'epoch');

-- 8. The one decision of whether a sign-up mail leaves now, later or never, in one transaction
--    under one lock (parallel sign-ups queue here, a few milliseconds each): the mailbox's limit
--    (a mailbox that had its mails gets no more: skip), the address's 10-minute gap as a
--    conditional update (skip), then the recipient domain's and the list's hourly limits (defer:
--    the request is kept in fan_deferred_mails). 'send' counts the mail at once.
create or replace function public.fan_reserve_mail(
  p_subscriber uuid,
  p_mailbox_key text,
  p_domain_key text,
  p_at timestamptz,
  p_deferred boolean,
  p_purpose text,
  p_request jsonb,
  p_gap_seconds integer,
  p_mailbox_max integer,
  p_mailbox_window_seconds integer,
  p_domain_per_hour integer,
  p_ceiling_per_hour integer
) returns text
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
  v_outcome text;
begin
  perform pg_advisory_xact_lock(46046);
  if (select count(*) from public.fan_list_mails where mailbox_key = p_mailbox_key and sent_at > p_at - make_interval(secs => p_mailbox_window_seconds)) >= p_mailbox_max then
    if p_deferred then
      delete from public.fan_deferred_mails where subscriber_id = p_subscriber;
    end if;
    return 'skip';
  end if;
  if not p_deferred then
    update public.fan_subscribers set confirmation_mailed_at = p_at
      where id = p_subscriber and (confirmation_mailed_at is null or confirmation_mailed_at <= p_at - make_interval(secs => p_gap_seconds))
      returning id into v_id;
    if v_id is null then
      return 'skip';
    end if;
  end if;
  if (select count(*) from public.fan_list_mails where domain_key = p_domain_key and sent_at > p_at - interval '1 hour') >= p_domain_per_hour then
    v_outcome := 'defer';
  elsif (select count(*) from public.fan_list_mails where sent_at > p_at - interval '1 hour') >= p_ceiling_per_hour then
    v_outcome := 'defer_ceiling';
  end if;
  if v_outcome is not null then
    insert into public.fan_deferred_mails (subscriber_id, purpose, request, deferred_at) values (p_subscriber, p_purpose, p_request, p_at)
      on conflict (subscriber_id) do update set purpose = excluded.purpose, request = excluded.request;
    return v_outcome;
  end if;
  insert into public.fan_list_mails (sent_at, mailbox_key, domain_key) values (p_at, p_mailbox_key, p_domain_key);
  delete from public.fan_deferred_mails where subscriber_id = p_subscriber;
  return 'send';
end;
$$;
comment on function public.fan_reserve_mail is 'fan-signup and fan-alerts: may this sign-up mail leave now (send), later (defer, defer_ceiling) or not (skip)?';
revoke execute on function public.fan_reserve_mail from public, anon, authenticated;
grant execute on function public.fan_reserve_mail to service_role;

do $$
declare
  fan_table text;
begin
  foreach fan_table in array array['fan_list_mails', 'fan_deferred_mails', 'fan_consent_events'] loop
    execute format('alter table public.%I enable row level security', fan_table);
    execute format('revoke all on table public.%I from anon, authenticated', fan_table);
    execute format('grant select, insert, update, delete on table public.%I to service_role', fan_table);
  end loop;
end
$$;

-- 9. A sign-up in one call, one transaction (fan-signup-handler.ts): the per-network-address
--    count, « do not mail » (one confirmation link a month at most, counted from when the mailbox
--    went there), the mailbox's limit before anything is stored (a flood naming one inbox stops
--    here, cheaply), the row inserted if the address is new (never changed if it is known: only a
--    click changes it), then fan_reserve_mail. p_ip_max null: requests without a client address,
--    counted but never refused.
create or replace function public.fan_sign_up(
  p_ip_hash text,
  p_ip_max integer,
  p_ip_window_seconds integer,
  p_email text,
  p_email_hash text,
  p_mailbox_key text,
  p_domain_key text,
  p_request jsonb,
  p_at timestamptz,
  p_gap_seconds integer,
  p_mailbox_max integer,
  p_mailbox_window_seconds integer,
  p_rejoin_window_seconds integer,
  p_domain_per_hour integer,
  p_ceiling_per_hour integer
) returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_recent integer;
  v_left timestamptz;
  v_max integer := p_mailbox_max;
  v_window integer := p_mailbox_window_seconds;
  v_subscriber public.fan_subscribers;
  v_purpose text;
begin
  select count(*) into v_recent from public.fan_signup_attempts where ip_hash = p_ip_hash and created_at >= p_at - make_interval(secs => p_ip_window_seconds);
  if p_ip_max is not null and v_recent >= p_ip_max then
    return jsonb_build_object('outcome', 'rate_limited', 'recent', v_recent);
  end if;
  insert into public.fan_signup_attempts (ip_hash, created_at) values (p_ip_hash, p_at);
  select added_at into v_left from public.fan_do_not_mail where email_hash = p_mailbox_key;
  if v_left is not null then
    v_max := 1;
    v_window := least(p_rejoin_window_seconds, floor(extract(epoch from p_at - v_left))::integer + 1);
  end if;
  if (select count(*) from public.fan_list_mails where mailbox_key = p_mailbox_key and sent_at > p_at - make_interval(secs => v_window)) >= v_max then
    return jsonb_build_object('outcome', 'skip', 'recent', v_recent);
  end if;
  insert into public.fan_subscribers (email, email_hash, city_id, city_name, city_country, latitude, longitude, distance_km, lang, consent_text, consent_at, consent_lang, consent_page)
    values (
      p_email, p_email_hash, (p_request ->> 'city_id')::integer, p_request ->> 'city_name', p_request ->> 'city_country',
      (p_request ->> 'latitude')::double precision, (p_request ->> 'longitude')::double precision, (p_request ->> 'distance_km')::integer,
      p_request ->> 'lang', p_request ->> 'consent_text', (p_request ->> 'consent_at')::timestamptz, p_request ->> 'consent_lang', p_request ->> 'consent_page'
    )
    on conflict (email_hash) do nothing;
  select * into v_subscriber from public.fan_subscribers where email_hash = p_email_hash;
  v_purpose := case when v_subscriber.confirmed_at is null then 'confirm' else 'change' end;
  return jsonb_build_object(
    'outcome', public.fan_reserve_mail(v_subscriber.id, p_mailbox_key, p_domain_key, p_at, false, v_purpose, p_request, p_gap_seconds, v_max, v_window, p_domain_per_hour, p_ceiling_per_hour),
    'recent', v_recent,
    'purpose', v_purpose,
    'subscriber', jsonb_build_object('id', v_subscriber.id, 'email', v_subscriber.email, 'lang', v_subscriber.lang)
  );
end;
$$;
comment on function public.fan_sign_up is 'fan-signup: one sign-up in one transaction; the mail it may send decided by fan_reserve_mail.';
revoke execute on function public.fan_sign_up from public, anon, authenticated;
grant execute on function public.fan_sign_up to service_role;
