-- Alerts mailed to the artist, each at most once per period: a sender claims one by moving its
-- sent_at forward in one conditional update (artist-alerts.ts).
create table public.artist_alerts (
  kind text primary key check (kind in ('contact_ceiling', 'retry_stalled')),
  sent_at timestamptz not null
);
comment on table public.artist_alerts is 'When each alert to the artist was last mailed (contact form ceiling, stalled mail retries).';
insert into public.artist_alerts (kind, sent_at) values ('contact_ceiling', 'epoch'), ('retry_stalled', 'epoch');
alter table public.artist_alerts enable row level security;
revoke all on table public.artist_alerts from anon, authenticated;
grant select, update on table public.artist_alerts to service_role;
