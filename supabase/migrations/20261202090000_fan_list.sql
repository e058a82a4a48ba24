-- The artist's own list (issue 41): fans sign up with a city and a distance, confirm by mail
-- (double opt-in), and get one mail per concert announced within reach, in their language.
-- Every table is readable and writable by the service role only (the fan-* functions and
-- `npm run fans:export`): RLS on, no policy, nothing granted to anon or authenticated.

create table public.fan_subscribers (
  id uuid primary key default gen_random_uuid(),
  -- The address as typed (trimmed); email_hash (SHA-256 of its lower case) makes it unique.
  email text not null check (char_length(email) between 3 and 254),
  email_hash text not null unique,
  -- The chosen city: its GeoNames id, its name and country as the list shows them, its coordinates.
  city_id integer not null,
  city_name text not null,
  city_country text not null check (city_country ~ '^[A-Z]{2}$'),
  latitude double precision not null check (latitude between -90 and 90),
  longitude double precision not null check (longitude between -180 and 180),
  -- Kilometres, or null: every concert.
  distance_km integer check (distance_km in (50, 100, 300)),
  lang text not null check (lang in ('fr', 'en', 'es')),
  -- The consent record (CNIL: freely given, specific, proven): the exact text the box showed,
  -- when it was ticked, in which language, on which page.
  consent_text text not null,
  consent_at timestamptz not null,
  consent_lang text not null check (consent_lang in ('fr', 'en', 'es')),
  consent_page text not null,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  -- When the last confirmation mail left: one every 10 minutes at most per address.
  confirmation_mailed_at timestamptz
);
comment on table public.fan_subscribers is 'Fans of the concert alerts list; unconfirmed rows are deleted after 30 days (fan-alerts).';
create index fan_subscribers_unconfirmed_idx on public.fan_subscribers (created_at) where confirmed_at is null;

-- Confirmation links: 7 days, single use, only their SHA-256 stored.
create table public.fan_confirmation_tokens (
  token_hash text primary key,
  subscriber_id uuid not null references public.fan_subscribers (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz
);
comment on table public.fan_confirmation_tokens is 'Confirmation links of the fan list (SHA-256 of the token), valid 7 days, used once.';
create index fan_confirmation_tokens_subscriber_idx on public.fan_confirmation_tokens (subscriber_id);

-- Sign-up requests per network address (HMAC), for the per-address limit; kept one day.
create table public.fan_signup_attempts (
  id bigint generated always as identity primary key,
  ip_hash text not null,
  created_at timestamptz not null default now()
);
create index fan_signup_attempts_ip_idx on public.fan_signup_attempts (ip_hash, created_at);

-- « Do not mail »: the SHA-256 of each address that unsubscribed. A later sign-up with it is
-- answered like any other and never mailed.
create table public.fan_do_not_mail (
  email_hash text primary key,
  added_at timestamptz not null default now()
);
comment on table public.fan_do_not_mail is 'Hashes of unsubscribed addresses, never mailed again.';

-- The concerts the alert job has seen in the site's feed, with the state it last announced.
create table public.fan_known_concerts (
  concert_id text primary key,
  first_seen_at timestamptz not null default now(),
  -- programmé, complet, reporté (with its new day) or annulé, as last seen.
  state text not null
);

-- The idempotent send log: one row per concert, subscriber and kind of mail, planned before any
-- mail leaves; a run claims its rows (status sending) in one conditional update, so a second run,
-- or a run after a failure halfway, never mails a row twice.
create table public.fan_alert_log (
  id uuid primary key default gen_random_uuid(),
  concert_id text not null,
  subscriber_id uuid not null references public.fan_subscribers (id) on delete cascade,
  -- announce: the concert itself; postponed, cancelled: the short update to those already told.
  kind text not null check (kind in ('announce', 'postponed', 'cancelled')),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed', 'abandoned')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_at timestamptz,
  sent_at timestamptz,
  error text,
  created_at timestamptz not null default now(),
  unique (concert_id, subscriber_id, kind)
);
create index fan_alert_log_due_idx on public.fan_alert_log (next_attempt_at) where status in ('pending', 'failed');

-- What the monthly report to the artist last covered.
create table public.fan_reports (
  month text primary key check (month ~ '^\d{4}-\d{2}$'),
  sent_at timestamptz not null default now()
);

do $$
declare
  fan_table text;
begin
  foreach fan_table in array array['fan_subscribers', 'fan_confirmation_tokens', 'fan_signup_attempts', 'fan_do_not_mail', 'fan_known_concerts', 'fan_alert_log', 'fan_reports'] loop
    execute format('alter table public.%I enable row level security', fan_table);
    execute format('revoke all on table public.%I from anon, authenticated', fan_table);
    execute format('grant select, insert, update, delete on table public.%I to service_role', fan_table);
  end loop;
end
$$;

-- Supabase Cron: every 15 minutes, the fan-alerts function reads the site's published concerts,
-- mails what is due, deletes unconfirmed requests past 30 days and sends the monthly report.
-- Same Vault secrets as retry-contact-emails; the local stack runs it on its timer.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron')
     and exists (select from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule(
      'fan-alerts',
      '*/15 * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/fan-alerts',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 120000
        );
      $job$
    );
  end if;
end
$$;
