-- No flood can make the form refuse a booker: past the hourly ceiling of messages mailed one by
-- one, send-contact-email stores a valid message as 'held' and answers it as received; the
-- retry-contact-emails run mails the held messages in one digest an hour, claiming its slot in
-- artist_alerts ('contact_digest') so that two runs never send it twice.

alter table public.contact_messages drop constraint contact_messages_mail_status_check;
-- held: stored past the hourly ceiling, mailed in the next hourly digest.
alter table public.contact_messages add constraint contact_messages_mail_status_check
  check (mail_status in ('pending', 'sending', 'sent', 'failed', 'abandoned', 'spam', 'held'));

-- The digest lists the held messages, oldest first.
create index contact_messages_held_idx on public.contact_messages (created_at) where mail_status = 'held';

alter table public.artist_alerts drop constraint artist_alerts_kind_check;
alter table public.artist_alerts add constraint artist_alerts_kind_check check (kind in ('contact_ceiling', 'contact_digest', 'retry_stalled'));
insert into public.artist_alerts (kind, sent_at) values ('contact_digest', 'epoch');
