/** What the professional area is given by its page, and the words it speaks (the page's language). */
import type { Dictionary } from '../../i18n/index.ts';

export type ProAreaText = Dictionary['proArea'];

export interface ProDocument {
  name: string;
  size: string;
  /** In the private bucket; its extension is the type the list shows (documentTypeOf). */
  path: string;
}

export interface ProCategory {
  id: string;
  title: string;
  documents: ProDocument[];
}

/** An ensemble's public press kit, listed above the gated documents. */
export interface KitLink {
  name: string;
  path: string;
}

/** Whether the artist has approved this account: its own row of pro_approvals, which only it can read (RLS). */
export type Approval = 'checking' | 'approved' | 'pending';

/** Where the account's request for access stands on this page: the server keeps the rest (one mail per 24 hours). */
export type AccessRequestState = 'idle' | 'sending' | 'sent' | 'alreadyRequested' | 'sessionExpired' | 'failed';
