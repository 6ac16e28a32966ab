// C0/C1 control characters, zero-width and bidi-override characters: invisible, but they
// break e-mail addresses and passwords when pasted from other apps (doc 1 §5).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NON_PRINTABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

export function stripNonPrintable(value: string, multiline = false): string {
  const stripped = value.replace(NON_PRINTABLE, '');
  return multiline ? stripped : stripped.replace(LINE_BREAKS_AND_TABS, '');
}
