// Hand-written mirror of schemas/manifest.schema.json. The lead's codegen may replace
// these with types generated from the schema; keep both in step until then.

export type MessageKey = string;

export type Access = 'public' | 'login';
export type LayoutId = 'secure' | 'insecure' | 'clean';
export type BookingConcept = 'Booking' | 'Match' | 'School' | 'Event';
export type Viewport = 'mobile' | 'desktop';
export type Scalar = string | number | boolean | null;

export type Condition =
  | { setting: string; equals?: Scalar }
  | { loggedIn: boolean }
  | { bookingTypeConcept: BookingConcept }
  | { exists: string }
  | { viewport: Viewport }
  | { widthBelow: number }
  | { path: string }
  | { scrollAtMost: number }
  | { query: string }
  | { field: string; equals?: Scalar }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

export interface Route {
  path: string;
  access: Access;
  layout: LayoutId;
  page: string;
  name?: string;
}

export interface RoutesFile {
  routes: Route[];
}

export interface Layout {
  id: LayoutId;
  header: 'full' | 'minimal';
  footer: boolean;
  banner: boolean;
  backButton?: Condition;
  reserveButton?: Condition;
}

export interface LayoutsFile {
  layouts: Layout[];
}

export interface MenuEntry {
  id: string;
  label?: MessageKey;
  to?: string;
  action?: string;
  widget?: string;
  options?: Record<string, unknown>;
  hostMessage?: string;
  when?: Condition;
  children?: MenuEntry[];
}

export interface HeaderFile {
  entries: MenuEntry[];
}

export interface FooterFile {
  mobile: MenuEntry[];
  desktop: MenuEntry[];
}

export interface HomeSection {
  id: string;
  type: string;
  options?: Record<string, unknown>;
  when?: Condition;
}

export interface HomeFile {
  sections: HomeSection[];
}

export type ValueFormat =
  | 'text'
  | 'date'
  | 'dateTime'
  | 'money'
  | 'decimal1'
  | 'decimal2'
  | 'signedDecimal2';

export interface NodeBase {
  when?: Condition;
}

export interface SectionNode extends NodeBase {
  type: 'section';
  title?: MessageKey;
  headingLevel?: 1 | 2 | 3;
  children: PageNode[];
}

export interface TextNode extends NodeBase {
  type: 'text';
  /** Its {{item.field}} placeholders are filled from the data in scope. */
  text?: MessageKey;
  field?: string;
  format?: ValueFormat;
  as?: 'p' | 'h1' | 'h2' | 'h3' | 'span' | 'strong';
}

export interface LinkNode extends NodeBase {
  type: 'link';
  to?: string;
  /** A ready address in scope (a file, another site), linked when http(s) or root-relative. */
  hrefField?: string;
  text?: MessageKey;
  field?: string;
  appearance?: 'link' | 'button';
}

export interface FormNode extends NodeBase {
  type: 'form';
  form: string;
  submit: string;
}

export interface ColumnLink {
  to: string;
  text: MessageKey;
}

export interface TableColumn {
  field: string;
  header: MessageKey;
  format?: ValueFormat;
  toneBySign?: boolean;
  link?: ColumnLink;
  /** Links the cell's text to the ready address in this field. */
  hrefField?: string;
}

export interface TableNode extends NodeBase {
  type: 'table';
  bind: string;
  caption?: MessageKey;
  columns: TableColumn[];
  emptyText?: MessageKey;
}

export interface ListNode extends NodeBase {
  type: 'list';
  bind: string;
  item: PageNode[];
  emptyText: MessageKey;
  ordered?: boolean;
}

export interface AccordionPanel {
  id: string;
  title: MessageKey;
  children: PageNode[];
  initiallyOpen?: boolean;
}

export interface BoundAccordionPanel {
  titleField?: string;
  /** A text whose {{item.field}} placeholders are filled from the panel's item. */
  title?: MessageKey;
  children: PageNode[];
}

export interface AccordionNode extends NodeBase {
  type: 'accordion';
  panels?: AccordionPanel[];
  bind?: string;
  panel?: BoundAccordionPanel;
  emptyText?: MessageKey;
}

export interface Tab {
  id: string;
  label: MessageKey;
  children: PageNode[];
  when?: Condition;
}

export interface TabsNode extends NodeBase {
  type: 'tabs';
  label: MessageKey;
  tabs: Tab[];
}

export interface DetailField {
  label: MessageKey;
  field?: string;
  /** A fixed value instead of a field, e.g. Free. */
  text?: MessageKey;
  format?: ValueFormat;
  when?: Condition;
}

export interface DetailNode extends NodeBase {
  type: 'detail';
  fields: DetailField[];
}

export interface HtmlNode extends NodeBase {
  type: 'html';
  field?: string;
  text?: MessageKey;
}

export interface WidgetNode extends NodeBase {
  type: 'widget';
  name: string;
  options?: Record<string, unknown>;
}

export interface DataNode extends NodeBase {
  type: 'data';
  source: string;
  children: PageNode[];
}

export interface HomeSectionsNode extends NodeBase {
  type: 'homeSections';
}

export interface ImageNode extends NodeBase {
  type: 'image';
  field: string;
  /** Without alt or altField the image is decorative. */
  alt?: MessageKey;
  altField?: string;
  appearance?: 'thumbnail' | 'card' | 'full';
}

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
  | ImageNode;

export type NodeType = PageNode['type'];

export interface PageFile {
  title: MessageKey;
  body: PageNode[];
}

export type RuleName = 'required' | 'minLength' | 'maxLength' | 'min' | 'max' | 'contains' | 'sameAs';

export type Rule =
  | { rule: 'required'; message?: MessageKey }
  | { rule: 'minLength' | 'maxLength' | 'min' | 'max'; value: number; message?: MessageKey }
  | { rule: 'contains'; value: string; message?: MessageKey }
  | { rule: 'sameAs'; value: string; message?: MessageKey };

export interface FieldOption {
  value: string | number;
  label: MessageKey;
}

export interface FormField {
  name: string;
  widget: string;
  label: MessageKey;
  placeholder?: MessageKey;
  help?: MessageKey;
  autocomplete?: string;
  options?: FieldOption[];
  defaultValue?: Scalar;
  rules?: Rule[];
}

export interface FormFile {
  fields: FormField[];
  submitLabel: MessageKey;
  successMessage?: MessageKey;
  hideOnSuccess?: boolean;
  showErrors?: boolean;
}

export interface ClubOverride {
  routes?: Array<Partial<Route> & { path: string; hidden?: boolean }>;
  layouts?: Array<Partial<Layout> & { id: LayoutId; hidden?: boolean }>;
  header?: { entries?: Array<Partial<MenuEntry> & { id: string; hidden?: boolean }>; order?: { entries?: string[] } };
  footer?: {
    mobile?: Array<Partial<MenuEntry> & { id: string; hidden?: boolean }>;
    desktop?: Array<Partial<MenuEntry> & { id: string; hidden?: boolean }>;
    order?: { mobile?: string[]; desktop?: string[] };
  };
  home?: {
    sections?: Array<Partial<HomeSection> & { id: string; hidden?: boolean }>;
    order?: { sections?: string[] };
  };
  forms?: Record<
    string,
    Partial<Omit<FormFile, 'fields'>> & {
      fields?: Array<Partial<FormField> & { name: string; hidden?: boolean }>;
      order?: { fields?: string[] };
    }
  >;
  pages?: Record<string, Partial<PageFile>>;
}

/** The parts of the manifest every screen needs, with the club's override applied. */
export interface ShellManifest {
  routes: Route[];
  layouts: Layout[];
  header: HeaderFile;
  footer: FooterFile;
  home: HomeFile;
}
