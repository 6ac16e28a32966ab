// What the stores need from the server, stated in the stores' own terms. src/app/api-port.ts
// implements them over the generated openapi-fetch client; tests use in-memory fakes.
// Ports return domain values and reject on technical failure (no answer, HTTP 5xx, empty body).

export interface RelatedClub {
  id: number;
  name: string;
  address?: string;
  image?: string;
  url?: string;
}

/** Site settings with their long names (doc 1 §3); the adapter maps the server's short keys. */
export type SiteSettings = {
  Title?: string;
  Description?: string;
  Phone?: string;
  Email?: string;
  Address?: string;
  Coords?: string;
  OpenHours?: string;
  Facebook?: string;
  Twitter?: string;
  Instagram?: string;
  ButtonsColor?: string;
  FooterColor?: string;
  FontFamily?: string;
  Gallery?: Array<{ img: string }>;
  FollowUsDescription?: string;
  CurrencySymbol?: string;
  DecimalSeparator?: string;
  TimeZone?: string;
  Culture?: string;
  FormatCulture?: string;
  Mainlogo?: string;
  UrlLogo?: string;
  DateFormat?: string;
  Uploads?: string;
  RegisterOn?: boolean;
  HeaderImage?: string;
  HasShop?: boolean;
  PriceWithTaxes?: boolean;
  RelatedClubs?: RelatedClub[];
  AccessControl?: boolean;
};

export interface SettingsSource {
  loadMainSettings(): Promise<SiteSettings>;
}

export interface LoginRequest {
  email: string;
  password: string;
  /** The `token` query of the account-link page, handed to the server as externalToken. */
  externalToken?: string;
}

/** The stored login record (key cc). */
export interface LoginRecord {
  token: string;
  /** When the token stops being valid, as an ISO date. */
  expiry: string;
  id: number;
  logo: string | null;
  name: string;
  surname: string;
}

export type LoginReply =
  | { ok: true; model: LoginRecord }
  | { ok: false; errorMsg: string | null; redirect: boolean };

export interface CustomerSummary {
  id: number;
  name: string;
  surname: string;
}

export interface Customer extends CustomerSummary {
  logo?: string | null;
  email?: string;
  phone?: string;
  parent?: CustomerSummary | null;
  children?: CustomerSummary[];
  currentId?: number;
}

export type ImpersonateReply =
  /** `expiry` (ISO date) when the server gives the child's token its own lifetime. */
  | { ok: true; token: string; expiry?: string; customer: CustomerSummary & { logo?: string | null } }
  | { ok: false; errorMsg: string };

export interface SessionGateway {
  login(request: LoginRequest): Promise<LoginReply>;
  impersonate(childId: number): Promise<ImpersonateReply>;
  loadCustomer(customerId: number): Promise<Customer>;
}

export interface ApiPort extends SettingsSource, SessionGateway {}
