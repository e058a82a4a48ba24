-- Retries of the contact mails that failed (retry-contact-emails function, every 5 minutes).
-- A failed message waits for next_attempt_at; a run claims it (status 'sending', claimed_at)
-- in one conditional UPDATE before mailing it, so that two runs never mail it twice; after
-- the last attempt it is 'abandoned' and listed once (abandon_reported_at) in a summary mail
-- to the artist. Each attempt is logged in contact_mail_attempts.

alter table public.contact_messages drop constraint contact_messages_mail_status_check;
-- sending: claimed by a retry run; abandoned: every attempt failed, reported to the artist.
alter table public.contact_messages add constraint contact_messages_mail_status_check
  check (mail_status in ('pending', 'sending', 'sent', 'failed', 'abandoned', 'spam'));

alter table public.contact_messages
  add column next_attempt_at timestamptz,
  add column claimed_at timestamptz,
  add column abandoned_at timestamptz,
  add column abandon_reported_at timestamptz;

comment on column public.contact_messages.mail_attempts is 'Delivery attempts made, the first one by send-contact-email included.';
comment on column public.contact_messages.mail_error is 'Error of the last failed attempt.';

-- Messages that failed before retries existed are due at once.
update public.contact_messages set next_attempt_at = now() where mail_status = 'failed';
-- A failed message without a due time would never be retried; a claim without its time could never be released.
alter table public.contact_messages
  add constraint contact_messages_failed_is_scheduled check (mail_status <> 'failed' or next_attempt_at is not null),
  add constraint contact_messages_sending_is_claimed check (mail_status <> 'sending' or claimed_at is not null);

drop index public.contact_messages_mail_status_idx;
create index contact_messages_due_idx on public.contact_messages (next_attempt_at) where mail_status = 'failed';
create index contact_messages_unreported_idx on public.contact_messages (abandoned_at) where mail_status = 'abandoned' and abandon_reported_at is null;
-- Retention deletes by age.
create index contact_messages_created_at_idx on public.contact_messages (created_at);

create table public.contact_mail_attempts (
  id bigint generated always as identity primary key,
  message_id uuid not null references public.contact_messages (id) on delete cascade,
  attempted_at timestamptz not null default now(),
  outcome text not null check (outcome in ('sent', 'failed')),
  error text
);
comment on table public.contact_mail_attempts is 'One row per delivery attempt of a contact message; deleted with the message (24-month retention).';
create index contact_mail_attempts_message_id_idx on public.contact_mail_attempts (message_id, attempted_at);

alter table public.contact_mail_attempts enable row level security;
revoke all on table public.contact_mail_attempts from anon, authenticated;
grant select, insert, update, delete on table public.contact_mail_attempts to service_role;

-- Supabase Cron: every 5 minutes, pg_net calls the function with the service-role key, both read
-- from Vault at run time (secrets 'project_url' and 'service_role_key', see supabase/README.md).
-- Only where pg_cron and pg_net exist: the local stack's PGlite has neither and runs the same
-- schedule with a timer (supabase/local/cron.ts).
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_cron')
     and exists (select from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron with schema pg_catalog;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule(
      'retry-contact-emails',
      '*/5 * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/retry-contact-emails',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
          ),
          body := '{}'::jsonb,
          timeout_milliseconds := 60000
        );
      $job$
    );
  end if;
end
$$;
