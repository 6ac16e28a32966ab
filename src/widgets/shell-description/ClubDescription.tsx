import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../stores/StoresContext';

/** The club's name and description at the top of the footer. */
export const ClubDescription = observer(function ClubDescription() {
  const { settings } = useRootStore();
  const description = settings.settings?.Description;
  return (
    <section className="club-description" aria-label={settings.pageTitle}>
      <p className="club-description__name">{settings.pageTitle}</p>
      {description ? <p>{description}</p> : null}
    </section>
  );
});
