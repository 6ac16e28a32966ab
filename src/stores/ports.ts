// What the stores need from the server, stated in the stores' own terms. src/app/api-port.ts
// implements them over the generated openapi-fetch client; tests use in-memory fakes.
// Ports return the contract's generated types and reject on technical failure (no answer, HTTP 5xx, empty body).
import type { components } from '../generated/api';

type Schemas = components['schemas'];

export type RelatedClub = Schemas['RelatedClub'];

/** Site settings as the contract names them (doc 1 §3); the adapter makes a root-relative Uploads absolute. */
export type SiteSettings = Schemas['MainSettings'];

interface SettingsSource {
  loadMainSettings(): Promise<SiteSettings>;
}

export interface LoginRequest {
  email: string;
  password: string;
  /** The `token` query of the account-link page, handed to the server as externalToken. */
  externalToken?: string;
}

/** The stored login record (key cc), with the access token. */
export type LoginRecord = Schemas['LoginModel'];

type LoginReply = { ok: true; model: LoginRecord } | { ok: false; errorMsg: string | null; redirect: boolean };

export type CustomerSummary = Schemas['FamilyMember'];

export type Customer = Schemas['Customer'];

type ImpersonateReply =
  /** `expiry` (ISO date) when the server gives the child's token its own lifetime. */
  { ok: true; token: string; expiry?: string; customer: CustomerSummary } | { ok: false; errorMsg: string };

interface SessionGateway {
  login(request: LoginRequest): Promise<LoginReply>;
  impersonate(childId: number): Promise<ImpersonateReply>;
  loadCustomer(customerId: number): Promise<Customer>;
}

export interface ApiPort extends SettingsSource, SessionGateway {}
