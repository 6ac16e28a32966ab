// GENERATED FILE: do not edit by hand. Run `npm run codegen` to regenerate.
import type {MessageKey as LocaleKey} from '../../i18n/message-key';

/**
 * Every kind of file under manifest/. Tests validate each file against its definition (routesFile, layoutsFile, headerFile, footerFile, homeFile, pageFile, formFile, clubOverride).
 */
export type Manifest =
  RoutesFile | LayoutsFile | HeaderFile | FooterFile | HomeFile | PageFile | FormFile | ClubOverride;
export type Identifier = string;
/**
 * Declarative show-condition. Exactly one operator per object.
 */
export type Condition =
  | {
      setting: string;
      equals?: Scalar;
    }
  | {
      loggedIn: boolean;
    }
  | {
      /**
       * The signed-in person is one of the club's staff (the login's staff role).
       */
      staff: boolean;
    }
  | {
      bookingTypeConcept: 'Booking' | 'Match' | 'School' | 'Event';
    }
  | {
      exists: 'relatedClubs' | 'memberships' | 'vouchers' | 'children';
    }
  | {
      viewport: 'mobile' | 'desktop';
    }
  | {
      widthBelow: number;
    }
  | {
      path: string;
    }
  | {
      scrollAtMost: number;
    }
  | {
      query: string;
    }
  | {
      field: FieldPath;
      equals?: Scalar;
    }
  | {
      all: Condition[];
    }
  | {
      any: Condition[];
    }
  | {
      not: Condition;
    };
export type Scalar = string | number | boolean | null;
/**
 * Dot path into the data in scope, e.g. movements or customer.name
 */
export type FieldPath = string;
/**
 * A key of locales/*.json, e.g. validation.required
 */
export type MessageKey = LocaleKey;
export type PageNode =
  | SectionNode
  | TextNode
  | LinkNode
  | FormNode
  | TableNode
  | ListNode
  | AccordionNode
  | TabsNode
  | DetailNode
  | HtmlNode
  | WidgetNode
  | DataNode
  | HomeSectionsNode
  | ImageNode
  | BadgeNode;
/**
 * A key of locales/*.json, e.g. validation.required
 */
export type MessageKey1 = LocaleKey;
export type ValueFormat = 'text' | 'date' | 'dateTime' | 'money' | 'decimal1' | 'decimal2' | 'signedDecimal2';
/**
 * A key of locales/*.json, e.g. validation.required
 */
export type MessageKey2 = LocaleKey;
/**
 * A key of locales/*.json, e.g. validation.required
 */
export type MessageKey3 = LocaleKey;
export type NodeList = PageNode[];
export type Rule =
  | {
      rule: 'required';
      message?: MessageKey;
    }
  | {
      rule: 'minLength' | 'maxLength' | 'min' | 'max';
      value: number;
      message?: MessageKey;
    }
  | {
      rule: 'contains' | 'sameAs';
      value: string;
      message?: MessageKey;
    };
/**
 * true drops the matching base item.
 */
export type Hidden = boolean;
/**
 * Ids listed here come first, in this order; the rest keep their order.
 */
export type IdOrder = string[];

export interface RoutesFile {
  /**
   * @minItems 1
   */
  routes: [Route, ...Route[]];
}
export interface Route {
  path: string;
  access: 'public' | 'login';
  /**
   * The frame the page is shown in; insecure when not given (doc 1 §2.1: the layout defaults to insecure).
   */
  layout?: 'secure' | 'insecure' | 'clean';
  page: Identifier;
  name?: Identifier;
  /**
   * false: robots.txt keeps crawlers out — a page that acts when opened (a one-time link, a payment return) or carries a secret in its address.
   */
  crawl?: boolean;
  /**
   * true: the server sends the page's HTML rendered for a signed-out visitor, which the browser hydrates (a first visit or a shared link paints before the scripts run); only for a public route. Otherwise the page boots in the browser.
   */
  serverRender?: boolean;
}
export interface LayoutsFile {
  /**
   * @minItems 1
   */
  layouts: [Layout, ...Layout[]];
}
export interface Layout {
  id: 'secure' | 'insecure' | 'clean';
  /**
   * full: the site header; minimal: only the back button where backButton holds, otherwise no header at all (doc 3 §2.1).
   */
  header: 'full' | 'minimal';
  footer: boolean;
  banner: boolean;
  backButton?: Condition;
  reserveButton?: Condition;
}
export interface HeaderFile {
  entries: MenuEntry[];
}
/**
 * A header or footer entry: a link (to), an action button (action), a widget (widget) or a sub-menu (children).
 */
export interface MenuEntry {
  id: Identifier;
  label?: MessageKey;
  to?: string;
  action?: 'openLogin' | 'openRegister' | 'logout';
  widget?: Identifier;
  options?: Options;
  /**
   * Message posted to the host app instead of navigating when shown in a mobile web view.
   */
  hostMessage?: string;
  when?: Condition;
  children?: MenuEntry[];
}
/**
 * Free options handed to a widget.
 */
export interface Options {
  [k: string]: unknown;
}
export interface FooterFile {
  mobile: MenuEntry[];
  desktop: MenuEntry[];
}
export interface HomeFile {
  sections: HomeSection[];
}
export interface HomeSection {
  id: Identifier;
  /**
   * Name of the widget that renders the section.
   */
  type: string;
  options?: Options;
  when?: Condition;
}
export interface PageFile {
  title: MessageKey;
  body: NodeList;
}
export interface SectionNode {
  type: 'section';
  id?: Identifier;
  when?: Condition;
  title?: MessageKey;
  headingLevel?: 1 | 2 | 3;
  children: NodeList;
}
export interface TextNode {
  type: 'text';
  id?: Identifier;
  when?: Condition;
  text?: MessageKey1;
  field?: FieldPath;
  format?: ValueFormat;
  as?: 'p' | 'h1' | 'h2' | 'h3' | 'span' | 'strong';
}
export interface LinkNode {
  type: 'link';
  id?: Identifier;
  when?: Condition;
  /**
   * May hold {field} placeholders filled from the data in scope.
   */
  to?: string;
  /**
   * Dot path into the data in scope, e.g. movements or customer.name
   */
  hrefField?: string;
  text?: MessageKey;
  field?: FieldPath;
  appearance?: 'link' | 'button';
}
export interface FormNode {
  type: 'form';
  id?: Identifier;
  when?: Condition;
  /**
   * File name (without .json) under manifest/forms.
   */
  form: string;
  /**
   * Name of the submit action in the action registry.
   */
  submit: string;
}
export interface TableNode {
  type: 'table';
  id?: Identifier;
  when?: Condition;
  bind: FieldPath;
  caption?: MessageKey;
  /**
   * @minItems 1
   */
  columns: [TableColumn, ...TableColumn[]];
  emptyText?: MessageKey;
  emptyAction?: EmptyAction;
}
export interface TableColumn {
  id?: Identifier;
  field: FieldPath;
  header: MessageKey;
  format?: ValueFormat;
  /**
   * Style negative amounts apart from positive ones.
   */
  toneBySign?: boolean;
  /**
   * Dot path into the data in scope, e.g. movements or customer.name
   */
  hrefField?: string;
  link?: ColumnLink;
}
export interface ColumnLink {
  to: string;
  text: MessageKey;
}
/**
 * The next step an empty list offers ("Go to the shop"): a link to a page of the portal, or to a ready address in scope.
 */
export interface EmptyAction {
  to?: string;
  hrefField?: FieldPath;
  text: MessageKey;
}
export interface ListNode {
  type: 'list';
  id?: Identifier;
  when?: Condition;
  bind: FieldPath;
  item: NodeList;
  /**
   * Shown at the end of each row, right-aligned in tabular figures: the amount and a status badge.
   */
  aside?: PageNode[];
  emptyText: MessageKey;
  emptyAction?: EmptyAction;
  ordered?: boolean;
}
/**
 * Either fixed panels, or one panel per item of the bound list.
 */
export interface AccordionNode {
  type: 'accordion';
  id?: Identifier;
  when?: Condition;
  /**
   * @minItems 1
   */
  panels?: [AccordionPanel, ...AccordionPanel[]];
  bind?: FieldPath;
  panel?: BoundAccordionPanel;
  emptyText?: MessageKey;
  emptyAction?: EmptyAction;
}
export interface AccordionPanel {
  id: Identifier;
  title: MessageKey;
  children: NodeList;
  initiallyOpen?: boolean;
}
export interface BoundAccordionPanel {
  titleField?: FieldPath;
  title?: MessageKey2;
  summary?: AccordionSummary;
  children: NodeList;
}
/**
 * The item's key figure (a voucher's balance, the current level) shown under the title as a headline, without opening the panel.
 */
export interface AccordionSummary {
  label: MessageKey;
  field: FieldPath;
  format?: ValueFormat;
}
export interface TabsNode {
  type: 'tabs';
  id?: Identifier;
  when?: Condition;
  label: MessageKey;
  /**
   * @minItems 1
   */
  tabs: [Tab, ...Tab[]];
}
export interface Tab {
  id: Identifier;
  label: MessageKey;
  children: NodeList;
  when?: Condition;
}
export interface DetailNode {
  type: 'detail';
  id?: Identifier;
  when?: Condition;
  /**
   * @minItems 1
   */
  fields: [DetailField, ...DetailField[]];
}
export interface DetailField {
  label: MessageKey;
  field?: FieldPath;
  text?: MessageKey3;
  format?: ValueFormat;
  when?: Condition;
}
/**
 * HTML from the data in scope (field) or from a locale text (text); always sanitized.
 */
export interface HtmlNode {
  type: 'html';
  id?: Identifier;
  when?: Condition;
  field?: FieldPath;
  text?: MessageKey;
  /**
   * The page's heading names this text already (a legal text): its leading heading is left out.
   */
  omitLeadingHeading?: boolean;
  /**
   * Dot path into the data in scope, e.g. movements or customer.name
   */
  headingField?: string;
}
export interface WidgetNode {
  type: 'widget';
  id?: Identifier;
  when?: Condition;
  name: Identifier;
  options?: Options;
}
/**
 * Loads data from a named source and puts it in scope for its children.
 */
export interface DataNode {
  type: 'data';
  id?: Identifier;
  when?: Condition;
  source: Identifier;
  /**
   * show (the default): a failure shows the server's message or Crash; log: it is logged to the console only and nothing is shown (doc 1 §8 trainings, doc 3 §8 legal settings).
   */
  onFailure?: 'show' | 'log';
  children: NodeList;
}
/**
 * The home sections of home.json, after the club override.
 */
export interface HomeSectionsNode {
  type: 'homeSections';
  id?: Identifier;
  when?: Condition;
}
/**
 * An image whose address is in scope; nothing is drawn without one. Without alt or altField it is decorative.
 */
export interface ImageNode {
  type: 'image';
  id?: Identifier;
  when?: Condition;
  field: FieldPath;
  alt?: MessageKey;
  altField?: FieldPath;
  appearance?: 'thumbnail' | 'card' | 'full';
}
/**
 * A state as a coloured pill (the design system's Badge); the text says it, the colour repeats it.
 */
export interface BadgeNode {
  type: 'badge';
  id?: Identifier;
  when?: Condition;
  text: MessageKey;
  status: 'paid' | 'pending' | 'overdue' | 'cancelled' | 'full' | 'info' | 'neutral';
}
export interface FormFile {
  /**
   * @minItems 1
   */
  fields: [FormField, ...FormField[]];
  submitLabel: MessageKey;
  successMessage?: MessageKey;
  hideOnSuccess?: boolean;
  /**
   * false: an invalid form is silently not sent (footer info request).
   */
  showErrors?: boolean;
  /**
   * Fields shown together under a title (drawn where the group's first field is); collapsed: behind a disclosure that opens by itself when one of its fields has an error.
   */
  groups?: {
    title: MessageKey;
    /**
     * @minItems 1
     */
    fields: [Identifier, ...Identifier[]];
    collapsed?: boolean;
  }[];
}
export interface FormField {
  /**
   * The value's name in the request body, and the field's id for a club's changes.
   */
  name: string;
  /**
   * Name in the field-widget map: text, email, password, tel, checkbox, select, date, textarea or a registered one.
   */
  widget: string;
  label: MessageKey;
  placeholder?: MessageKey;
  help?: MessageKey;
  autocomplete?: string;
  options?: FieldOption[];
  defaultValue?: Scalar;
  rules?: Rule[];
}
export interface FieldOption {
  value: string | number;
  label: MessageKey;
}
/**
 * manifest/clubs/<club>.json, or the club's file the server serves: merged over the base manifest (src/manifest-overrides/merge.ts), then its changes by id (changes.ts).
 */
export interface ClubOverride {
  /**
   * Changes by id, keyed <scope>#<id> (home#matches, pages/account#cards, forms/register#nickname, header#shop, footer/mobile#shop), or <scope> for its top list.
   */
  changes?: {
    [k: string]: ManifestChange;
  };
  routes?: {
    path: string;
    hidden?: Hidden;
    access?: 'public' | 'login';
    layout?: 'secure' | 'insecure' | 'clean';
    page?: Identifier;
    name?: Identifier;
  }[];
  layouts?: {
    id: 'secure' | 'insecure' | 'clean';
    /**
     * full: the site header; minimal: only the back button where backButton holds, otherwise no header at all (doc 3 §2.1).
     */
    header?: 'full' | 'minimal';
    footer?: boolean;
    banner?: boolean;
    backButton?: Condition;
    reserveButton?: Condition;
  }[];
  header?: {
    entries?: MenuEntryOverride[];
    order?: {
      entries?: IdOrder;
    };
  };
  footer?: {
    mobile?: MenuEntryOverride[];
    desktop?: MenuEntryOverride[];
    order?: {
      mobile?: IdOrder;
      desktop?: IdOrder;
    };
  };
  home?: {
    sections?: {
      id: Identifier;
      hidden?: Hidden;
      type?: Identifier;
      options?: Options;
      when?: Condition;
    }[];
    order?: {
      sections?: IdOrder;
    };
  };
  /**
   * Keyed by form id (file name under manifest/forms).
   */
  forms?: {
    [k: string]: {
      fields?: FormFieldOverride[];
      order?: {
        fields?: IdOrder;
      };
      submitLabel?: MessageKey;
      successMessage?: MessageKey;
      hideOnSuccess?: boolean;
      showErrors?: boolean;
    };
  };
  /**
   * Keyed by page id (file name under manifest/pages). A body given here replaces the base body.
   */
  pages?: {
    [k: string]: {
      title?: MessageKey;
      body?: NodeList;
    };
  };
}
/**
 * One change of one item by its id (src/manifest-overrides/changes.ts).
 */
export interface ManifestChange {
  /**
   * true hides the item and what it holds; false shows it again.
   */
  hidden?: boolean;
  /**
   * Its label (else its title, text or column header): a message key, or a text per language.
   */
  label?: MessageKey | ClubText;
  /**
   * Properties merged over the item's own, checked against its schema; not its id nor the lists it holds.
   */
  props?: {
    [k: string]: unknown;
  };
  /**
   * Ids of the items this place holds, put first in this order; the others keep theirs.
   */
  order?: string[];
  /**
   * Moves the item (or places an added one) into this item of the scope; '' is the scope's top list.
   */
  in?: string;
  /**
   * Before this item of the place; last when left out.
   */
  before?: string;
  /**
   * A new item with the change's id (a form field's name), of the kind the place holds.
   */
  add?: {
    [k: string]: unknown;
  };
}
/**
 * A text per language, in the club's own words; a language left out shows the en-US text, else the first.
 */
export interface ClubText {
  'en-US'?: string;
  'es-ES'?: string;
  'es-MX'?: string;
  'fr-FR'?: string;
  'it-IT'?: string;
}
export interface MenuEntryOverride {
  id: Identifier;
  hidden?: Hidden;
  label?: MessageKey;
  to?: string;
  action?: 'openLogin' | 'openRegister' | 'logout';
  widget?: Identifier;
  options?: Options;
  hostMessage?: string;
  when?: Condition;
  children?: MenuEntryOverride[];
  order?: {
    children?: IdOrder;
  };
}
export interface FormFieldOverride {
  name: Identifier;
  hidden?: Hidden;
  widget?: Identifier;
  label?: MessageKey;
  placeholder?: MessageKey;
  help?: MessageKey;
  autocomplete?: string;
  options?: FieldOption[];
  defaultValue?: Scalar;
  rules?: Rule[];
}
