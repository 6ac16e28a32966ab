import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRootStore } from '../../stores/StoresContext';

/**
 * The family-account selector (doc 1 §4): the parent and every child, whichever profile is in use; choosing another
 * switches the session to it. Disabled without children.
 */
export const FamilySelector = observer(function FamilySelector() {
  const { t } = useTranslation();
  const { session } = useRootStore();
  const selectId = useId();
  const record = session.record;
  if (!record) return null;
  const profiles = session.familyProfiles;
  return (
    <div className="family-selector">
      <label htmlFor={selectId}>{t('header.familyAccount')}</label>
      <select id={selectId} value={record.id} disabled={!session.canSwitchProfile} onChange={(event) => void session.impersonate(Number(event.target.value))}>
        {profiles.map((profile) => (
          <option key={profile.id} value={profile.id}>
            {[profile.name, profile.surname].filter(Boolean).join(' ')}
          </option>
        ))}
      </select>
    </div>
  );
});
