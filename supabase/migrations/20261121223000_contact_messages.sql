-- Every contact and booking request sent through the site's form, kept before any mail is
-- attempted so that a failed delivery never loses a message. Only the send-contact-email
-- function (service_role) reads or writes it: row-level security is on and no policy opens
-- it to anon or authenticated.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  nom text not null check (char_length(nom) between 1 and 120),
  email text not null check (char_length(email) between 3 and 254 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  telephone text check (char_length(telephone) between 1 and 30),
  type_evenement text check (type_evenement in ('concert', 'festival', 'masterclass', 'prive', 'autre')),
  date_evenement date,
  message text not null check (char_length(message) between 10 and 5000),
  -- Keyed hash of the sender's network address, for the rate limit; the address itself is never stored.
  ip_hash text not null,
  -- pending: not mailed yet; sent: handed to the mail provider; failed: to retry; spam: honeypot hit, never mailed.
  mail_status text not null default 'pending' check (mail_status in ('pending', 'sent', 'failed', 'spam')),
  mail_attempts integer not null default 0 check (mail_attempts >= 0),
  mail_error text,
  mailed_at timestamptz
);

comment on table public.contact_messages is 'Contact and booking requests from the site form; written only by the send-contact-email Edge Function.';

-- The rate limit counts one address's recent messages; the retry lists the failed ones.
create index contact_messages_ip_hash_created_at_idx on public.contact_messages (ip_hash, created_at desc);
create index contact_messages_mail_status_idx on public.contact_messages (mail_status) where mail_status in ('pending', 'failed');

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;
grant select, insert, update, delete on table public.contact_messages to service_role;
