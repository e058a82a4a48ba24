-- Pro documents are signed by the sign-pro-document function only (service role), for
-- a fixed minute: no policy lets a signed-in account sign a storage path, for any lifetime, itself.
drop policy "authenticated read pro documents" on storage.objects;
