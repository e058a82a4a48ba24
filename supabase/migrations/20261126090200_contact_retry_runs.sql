-- One row per scheduled call of retry-contact-emails, with the HTTP status it got: pg_net answers
-- asynchronously, so cron.job_run_details says 'succeeded' even when the function refused the call.
-- On the hosted project the job records pg_net's request id and copies its status at the next run;
-- the local stack's schedule records each call's status at once (supabase/local/cron.ts).
create table public.contact_retry_runs (
  id bigint generated always as identity primary key,
  started_at timestamptz not null default now(),
  -- pg_net's request id (net._http_response.id); null for the local stack's calls.
  request_id bigint,
  -- HTTP status of the call; null while pg_net has not answered, 0 when the call got no answer.
  status integer,
  -- The function's answer (or pg_net's error), shortened.
  detail text
);
comment on table public.contact_retry_runs is 'Each scheduled call of retry-contact-emails and its HTTP outcome; kept 30 days.';
create index contact_retry_runs_started_at_idx on public.contact_retry_runs (started_at);
alter table public.contact_retry_runs enable row level security;
revoke all on table public.contact_retry_runs from anon, authenticated;
grant select, insert, update, delete on table public.contact_retry_runs to service_role;

-- What to watch: the last successful run, the last run and its status, failures of the last day.
create view public.contact_retry_health with (security_invoker = true) as
select
  (select max(started_at) from public.contact_retry_runs where status between 200 and 299) as last_success_at,
  (select min(started_at) from public.contact_retry_runs) as first_run_at,
  (select max(started_at) from public.contact_retry_runs) as last_run_at,
  (select status from public.contact_retry_runs order by started_at desc, id desc limit 1) as last_run_status,
  (select count(*)::integer from public.contact_retry_runs where started_at > now() - interval '24 hours' and status not between 200 and 299) as failed_runs_24h;
comment on view public.contact_retry_health is 'Last successful and last run of retry-contact-emails: a last success older than 24 hours means retries have stopped.';
revoke all on table public.contact_retry_health from anon, authenticated;
grant select on table public.contact_retry_health to service_role;

-- The hosted schedule, rescheduled under the same name: record the previous calls' statuses,
-- forget runs older than 30 days, then call the function and keep pg_net's request id.
do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') and exists (select from pg_extension where extname = 'pg_net') then
    perform cron.schedule(
      'retry-contact-emails',
      '*/5 * * * *',
      $job$
        update public.contact_retry_runs as run
          set status = coalesce(response.status_code, 0), detail = left(coalesce(response.content, response.error_msg), 500)
          from net._http_response as response
          where response.id = run.request_id and run.status is null;
        delete from public.contact_retry_runs where started_at < now() - interval '30 days';
        insert into public.contact_retry_runs (request_id)
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
