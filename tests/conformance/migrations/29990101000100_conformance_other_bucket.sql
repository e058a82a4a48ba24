-- Another private bucket of the project, with one object, for the path attacks on sign-pro-document:
-- what a path that climbs out of pro-documents would reach, signed with the service-role key.
insert into storage.buckets (id, name, public) values ('other-bucket', 'other-bucket', false);
insert into storage.objects (bucket_id, name, metadata) values ('other-bucket', 'x.pdf', '{"size": 0, "mimetype": "application/pdf"}');
