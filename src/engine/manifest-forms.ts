import { CLUB, clearedWithOverride, loadClubOverride } from './manifest';
import type { FormFile } from '../generated/schemas/manifest';
import { loadForm } from './page-loader';
import { trackable } from './trackable';

const forms = clearedWithOverride(new Map<string, Promise<FormFile>>());

/** A form of manifest/forms with the club's override, fetched once; for React's use(). Call early to prefetch. */
export function manifestForm(formId: string, club: string = CLUB): Promise<FormFile> {
  const key = `${club}/${formId}`;
  let pending = forms.get(key);
  if (!pending) {
    pending = loadClubOverride(club)
      .then((override) => loadForm(formId, override))
      .then((form) => {
        if (!form) throw new Error(`manifest/forms/${formId}.json does not exist`);
        return form;
      });
    pending = trackable(pending);
    forms.set(key, pending);
  }
  return pending;
}
