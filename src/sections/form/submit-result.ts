import type { Invalidation } from '../../api/query-keys';
import type { Message } from '../../i18n/message';

/**
 * What a form's submit handler answers. Server field errors land under their fields. A write that went through
 * names the reads it changed (`invalidates`: they load again) and may give the record the server now holds
 * (`saved`), from which the form's companions save their own fields.
 */
export type SubmitResult =
  { ok: true; message?: Message; saved?: unknown; invalidates?: readonly Invalidation[] } | { ok: false; message?: Message; fieldErrors?: Record<string, Message[]> };
