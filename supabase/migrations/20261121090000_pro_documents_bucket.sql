-- The professional documents live in a private bucket: no public URL, and only a signed-in
-- visitor (role `authenticated`) may read an object, hence sign a short-lived download URL for it.
insert into storage.buckets (id, name, public)
values ('pro-documents', 'pro-documents', false)
on conflict (id) do nothing;

create policy "authenticated read pro documents"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'pro-documents');
