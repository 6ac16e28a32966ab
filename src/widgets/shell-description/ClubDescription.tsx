import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../stores/StoresContext';

/** The club's name and description at the top of the footer (inside its landmark: the banner is the region named after the club). */
export const ClubDescription = observer(function ClubDescription() {
  const { settings } = useRootStore();
  const description = settings.settings?.Description;
  return (
    <div className="club-description">
      <p className="club-description__name">{settings.pageTitle}</p>
      {description ? <p>{description}</p> : null}
    </div>
  );
});
