import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useRootStore } from '../../stores/StoresContext';

/** The club's logo, or its name when it has none. */
export const ClubLogo = observer(function ClubLogo() {
  const { settings } = useRootStore();
  const logo = settings.logoUrl;
  return logo ? <img className="club-logo" src={logo} alt={settings.pageTitle} /> : <span className="club-logo club-logo--text">{settings.pageTitle}</span>;
});

/** The header logo links to the club's UrlLogo, or home (doc 1 §2.4). */
export const HeaderLogo = observer(function HeaderLogo() {
  const target = useRootStore().settings.logoLink;
  if (/^https?:\/\//i.test(target)) {
    return (
      <a className="header-logo" href={target}>
        <ClubLogo />
      </a>
    );
  }
  return (
    <Link className="header-logo" to={target}>
      <ClubLogo />
    </Link>
  );
});
