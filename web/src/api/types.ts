/**
 * API types. Until the server's OpenAPI document (web/openapi.json) lands these are written
 * against the contract; afterwards each one re-exports the generated schema
 * (`npm run gen:api` → schema.gen.ts). This is the only file that names API shapes.
 */
export type UserType = 'trader' | 'agent' | 'officer';

export interface UserSettings {
  country: string;
  currency: string;
  language: string;
}

export interface Me {
  username: string;
  displayName: string;
  userType: UserType;
  eori?: string | null;
  linkedEoris: string[];
  customsOffice?: string | null;
  permissions: string[];
  csrfToken: string;
  sessionIdleTimeoutSeconds: number;
  settings: UserSettings;
}

export interface LoginRequest {
  username: string;
  password: string;
}

export interface LoginResponse {
  csrfToken: string;
  user: Me;
}

export interface Violation {
  path: string;
  rule: string;
  message: string;
}

export interface ErrorBody {
  error: string;
  message: string;
  violations?: Violation[] | null;
}

export type ResultType = 'SUCCESS' | 'INFO' | 'ERROR';

export interface ActionResult {
  id?: string | null;
  messageType?: string | null;
  message?: string | null;
  type?: ResultType | null;
  operation?: string | null;
  riskColor?: string | null;
  /** The version a store created. */
  version?: number | null;
  violations?: Violation[] | null;
}

export interface DocumentAction {
  name: string;
  method?: string | null;
  url?: string | null;
  action: boolean;
}

export interface VersionEntry {
  version: number;
  status: string;
  createdBy: string;
  createdAtMs: number;
}

export interface HistoryEntry {
  action: string;
  userName: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  result?: string | null;
  atMs: number;
}

export type CriterionOperation = 'EQ' | 'IN' | 'NIN' | 'NEQ' | 'CONTAINS' | 'BETWEEN';
export type CriterionDataType = 'TEXT' | 'BOOLEAN';

export interface Criterion {
  fieldName: string;
  operation: CriterionOperation;
  dataType: CriterionDataType;
  values: string[];
}

export type SortDirection = 'asc' | 'desc';

export interface SearchQuery {
  criteria: Criterion[];
  sort?: { field: string; direction: SortDirection };
  page?: { size: number; after?: string };
}

export interface CatalogSearchRequest {
  criteria: Criterion[];
  sort?: { field: string; direction: SortDirection };
  page?: number;
  size?: number;
}

export interface CatalogItem {
  code: string;
  name?: string | null;
  [flag: string]: unknown;
}

export interface CatalogSearchResponse {
  items: CatalogItem[];
  total: number;
}

export interface T01ListItem {
  id: string;
  kind: string;
  status: string;
  version: number;
  lrn?: string | null;
  mrn?: string | null;
  declarationType?: string | null;
  holderEori?: string | null;
  holderName?: string | null;
  officeOfDeparture?: string | null;
  officeOfDestination?: string | null;
  createdAtMs: number;
  updatedAtMs: number;
}

export interface T01SearchResponse {
  items: T01ListItem[];
  next?: string | null;
}

/** Envelope fields the server merges into a loaded document. */
export interface DocumentMeta {
  id?: string | null;
  documentStatus: string;
  version: number;
  currentVersion?: number | null;
  versions: VersionEntry[];
  history: HistoryEntry[];
  actions: DocumentAction[];
}

/** The declaration body (spec 3.1); only the header part is typed so far. */
export type T01Declaration = Record<string, unknown>;

export type T01DocumentResponse = T01Declaration & DocumentMeta;
