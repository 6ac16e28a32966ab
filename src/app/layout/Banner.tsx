import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useRootStore } from '../../stores/StoresContext';
import './Banner.css';

/**
 * The club's header image (doc 2.1 "all pages show a header banner image"): whole on home; elsewhere a compact strip
 * behind the club's name in real text, since the image's own lettering would be unreadably small there and a player
 * came for what is below it. A region named after the club, so nothing stands outside a landmark. The phone's strip
 * is decided by CSS, not JavaScript, so a server-rendered page paints it at once without a jump (issue 25).
 */
export const Banner = observer(function Banner() {
  const { settings } = useRootStore();
  const { pathname } = useLocation();
  const url = settings.headerImageUrl;
  if (!url) return null;
  if (pathname === '/') {
    return (
      <section className="header-banner" aria-label={settings.pageTitle}>
        <img src={url} alt="" />
      </section>
    );
  }
  return (
    <section className="header-banner header-banner--compact" aria-label={settings.pageTitle}>
      <img src={url} alt="" />
      {/* The club's name, not a heading: the page's own h1 follows. Hidden on a phone, where the logo names it. */}
      <p className="header-banner__title">{settings.pageTitle}</p>
    </section>
  );
});
