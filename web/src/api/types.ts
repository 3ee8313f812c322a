/**
 * API types, generated from the server's OpenAPI document (web/openapi.json →
 * schema.gen.ts by `npm run gen:api`). This file only names them; nothing here is written
 * by hand except narrowings of free-form parts (catalog items, the envelope split).
 */
import type { components } from './schema.gen';

export type Schemas = components['schemas'];

export type Me = Schemas['Me'];
export type UserSettings = Schemas['Settings'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginResponse = Schemas['LoginResponse'];
export type SignInOptions = Schemas['SignInOptions'];

export type Violation = Schemas['ViolationDto'];
/** A text of the server's catalogue: a key and its parameters. */
export type Text = NonNullable<Violation['text']>;
export type ErrorBody = Schemas['ErrorBody'];
export type ActionResult = Schemas['ActionResult'];
/** A file stored with a document, as the attachment routes answer. */
export type AttachmentDto = Schemas['AttachmentDto'];
export type DocumentAction = Schemas['ActionDto'];
export type VersionEntry = Schemas['VersionDto'];
export type HistoryEntry = Schemas['HistoryDto'];
export type MessageEntry = Schemas['MessageDto'];
export type TimerEntry = Schemas['TimerDto'];

/** Catalog search criterion (also the shape of list criteria). */
export type Criterion = Schemas['CatalogCriterion'];
export type CatalogSearchRequest = Schemas['CatalogSearchRequest'];
/** A catalog entry: `{code, name, ...flags}` (the schema leaves items free-form). */
export type CatalogItem = Schemas['CodeRef'] & Record<string, unknown>;
export type CatalogSearchResponse = Omit<Schemas['CatalogSearchResponse'], 'items'> & { items: CatalogItem[] };

export type SearchQuery = Schemas['ListRequest'];

export type T01DocumentResponse = Schemas['T01Document'];

/** The read-only envelope the server merges into a loaded document, with defaults filled. */
export interface DocumentMeta {
  id: string | null;
  documentStatus: string;
  version: number;
  currentVersion: number;
  versions: VersionEntry[];
  history: HistoryEntry[];
  /** The movement's message log (IE messages exchanged). */
  messages: MessageEntry[];
  /** The movement's time limits (arrival, enquiry, recovery). */
  timers: TimerEntry[];
  actions: DocumentAction[];
}

export type ResultType = 'SUCCESS' | 'INFO' | 'ERROR';
export type SortDirection = 'asc' | 'desc';
