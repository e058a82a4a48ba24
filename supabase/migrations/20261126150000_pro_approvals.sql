-- Accounts the artist has approved for the gated pro documents (issue 27). A new account has no
-- row: its access is pending, and sign-pro-document refuses it (403). The artist approves an
-- account with one row (supabase/README.md says how); an account reads its own row only, to show
-- the pro area's pending message; nobody but the service role writes.
create table public.pro_approvals (
  user_id uuid primary key references auth.users (id) on delete cascade,
  approved_at timestamptz not null default now()
);
comment on table public.pro_approvals is 'Accounts approved by the artist for the gated pro documents; no row: access pending.';
alter table public.pro_approvals enable row level security;
revoke all on table public.pro_approvals from anon, authenticated;
grant select on table public.pro_approvals to authenticated;
create policy pro_approvals_own_row on public.pro_approvals for select to authenticated using (user_id = auth.uid());
grant select, insert, delete on table public.pro_approvals to service_role;
