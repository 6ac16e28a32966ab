import type { Message } from '../../i18n/message';

/** What a form's submit handler answers. Server field errors land under their fields. */
export type SubmitResult = { ok: true; message?: Message } | { ok: false; message?: Message; fieldErrors?: Record<string, Message[]> };
