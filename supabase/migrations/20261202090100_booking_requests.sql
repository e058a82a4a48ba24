-- Booking requests and acknowledgements (issues 38 and 39). A booking request is a contact message
-- with its details (ensemble, dates, place, budget) in `booking`, checked by the same rules as the
-- form (functions/_shared/booking-rules.ts) before it is stored; it is mailed and retried as any
-- message. The sender of a message gets one acknowledgement a day at most, whatever the number of
-- messages typed with their address: `email_key` finds the last one, case aside.

alter table public.contact_messages
  add column booking jsonb check (booking is null or jsonb_typeof(booking) = 'object'),
  add column email_key text generated always as (lower(email)) stored,
  add column acknowledged_at timestamptz;

comment on column public.contact_messages.booking is 'A booking request''s details (formation, dates, flexibilite, ville, pays, lieu, jauge, cadre, budget); null for a message.';
comment on column public.contact_messages.acknowledged_at is 'When the acknowledgement went to the sender; null when none did (one a day per address at most).';

create index contact_messages_acknowledged_idx on public.contact_messages (email_key, acknowledged_at) where acknowledged_at is not null;
