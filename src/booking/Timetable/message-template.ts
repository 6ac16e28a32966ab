import type { TFunction } from 'i18next';
import type { MessageKey } from '../../i18n/message-key';

/** A message's translation with its named values filled in. */
export type MessageTemplate = (values: Readonly<Record<string, string>>) => string;

const MARK = '\u0000';

/**
 * The message `key` translated once, with a mark where each named value goes; filling it in is then plain
 * concatenation, cheaper than i18next's t() per cell of a big day (`npm run bench:ui`). Only for plain {{name}}
 * values: no plurals, contexts or formats.
 */
export function messageTemplate(t: TFunction, key: MessageKey, names: readonly string[]): MessageTemplate {
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  // Text and value indexes alternate: text, index, text, index, …, text.
  // The values go in `replace`, so the named marks are not read as options (a `count`) when typing the key.
  const parts = String(t(key, { replace: marks })).split(MARK);
  return (values) => {
    let text = parts[0]!;
    for (let at = 1; at < parts.length; at += 2) text += (values[names[Number(parts[at])]!] ?? '') + parts[at + 1]!;
    return text;
  };
}
