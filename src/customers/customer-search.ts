// The customer search (POST publiccustomers/list): adding a player to a shared booking and choosing an activity's
// partner search the same way, and so does any look-up list of a dynamic form.
import { useState } from 'react';
import { okAnswer } from '../api/answers';
import { failureMessage, type Message } from '../i18n/message';
import { query, type Query } from '../stores/QueryCache';
import type { RootStore } from '../stores/RootStore';

/** Searches shorter than this are not sent (doc 2 §2, §7). */
export const MIN_SEARCH_LENGTH = 3;

export interface Choice {
  id: number | string;
  name: string;
}

/** The customers whose name matches, as choices (name and surname). */
export function customerSearchQuery(root: RootStore, search: string): Query<Choice[]> {
  return query(['searchCustomers', search], async (signal) => {
    const answer = await okAnswer(root.client.POST('/api/publiccustomers/list', { body: { search }, signal }));
    return (answer.rowData ?? []).map((row) => ({ id: row.id, name: [row.name, row.surname].filter(Boolean).join(' ') }));
  });
}

/**
 * A search box's state: the term typed, what the last search found (null before one), and the message to show — the
 * `tooShort` one for a term under MIN_SEARCH_LENGTH (nothing sent), or why the search failed.
 */
export function useChoiceSearch(search: (term: string) => Promise<Choice[]>, tooShort: Message) {
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Choice[] | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const run = async () => {
    setMessage(null);
    if (term.trim().length < MIN_SEARCH_LENGTH) {
      setMessage(tooShort);
      return;
    }
    try {
      setFound(await search(term.trim()));
    } catch (failure) {
      setMessage(failureMessage(failure));
    }
  };
  return { term, setTerm, found, setFound, message, setMessage, run };
}
