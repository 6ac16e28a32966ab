import { observer } from 'mobx-react-lite';
import { useRootStore } from '../../stores/StoresContext';

/** The club's header image (HeaderImage under Uploads); decorative. */
export const Banner = observer(function Banner() {
  const url = useRootStore().settings.headerImageUrl;
  if (!url) return null;
  return (
    <div className="header-banner">
      <img src={url} alt="" />
    </div>
  );
});
