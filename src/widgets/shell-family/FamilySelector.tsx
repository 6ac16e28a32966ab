import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';

/**
 * The family-account selector (doc 1 §4): the logged-in profile and its children; choosing
 * a child switches the session to it, choosing the current one does nothing. Disabled
 * without children.
 */
export const FamilySelector = observer(function FamilySelector() {
  const { t } = useTranslation();
  const { session } = useRootStore();
  const selectId = useId();
  const record = session.record;
  if (!record) return null;
  const profiles = [{ id: record.id, name: record.name, surname: record.surname }, ...session.children.filter((child) => child.id !== record.id)];
  return (
    <div className="family-selector">
      <label htmlFor={selectId}>{t('header.familyAccount')}</label>
      <select
        id={selectId}
        value={record.id}
        disabled={!session.canSwitchProfile}
        onChange={(event) => void session.impersonate(Number(event.target.value))}
      >
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {`${profile.name} ${profile.surname}`.trim()}
          </option>
        ))}
      </select>
    </div>
  );
});
