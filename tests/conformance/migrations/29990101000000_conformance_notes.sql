-- A table for the conformance suite's PostgREST checks: row-level security on, a policy for
-- signed-in users on their own rows, nothing for anon.
create table public.conformance_notes (
  id bigint generated always as identity primary key,
  owner uuid default auth.uid(),
  title text not null,
  rank integer,
  created_at timestamptz not null default now()
);
alter table public.conformance_notes enable row level security;
create policy "owners read their notes" on public.conformance_notes for select to authenticated using (owner = auth.uid());
create policy "owners add notes" on public.conformance_notes for insert to authenticated with check (owner = auth.uid());
