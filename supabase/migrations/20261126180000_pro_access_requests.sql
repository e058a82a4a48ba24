-- An account's request for the gated pro documents, mailed to the artist with an approve link
-- (request-pro-access, approve-pro-account; issue 27).
-- pro_access_requests: when each account last had its request mailed. A request claims its row
-- (insert, or a conditional update once 24 hours have passed), so of two requests at once only one
-- mails, whatever the client sends.
create table public.pro_access_requests (
  user_id uuid primary key references auth.users (id) on delete cascade,
  requested_at timestamptz not null
);
comment on table public.pro_access_requests is 'When each account last had its pro access request mailed to the artist (one mail per 24 hours).';
alter table public.pro_access_requests enable row level security;
revoke all on table public.pro_access_requests from anon, authenticated;
grant select, insert, update, delete on table public.pro_access_requests to service_role;

-- used_approval_links: the approve links already followed. The link is signed and carries its own
-- expiry; its row, inserted once (primary key), is what makes it single use, even after the artist
-- withdraws the approval it gave.
create table public.used_approval_links (
  link_id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  used_at timestamptz not null default now()
);
comment on table public.used_approval_links is 'Approve links (mailed by request-pro-access) already followed: each works once.';
alter table public.used_approval_links enable row level security;
revoke all on table public.used_approval_links from anon, authenticated;
grant select, insert, delete on table public.used_approval_links to service_role;
