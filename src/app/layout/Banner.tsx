import { observer } from 'mobx-react-lite';
import { useLocation } from 'react-router-dom';
import { useRootStore } from '../../stores/StoresContext';
import './Banner.css';

/**
 * The club's header image (HeaderImage under Uploads, doc 2.1 "all pages show a header banner image").
 * Home shows it whole, as the club's welcome. Every other page keeps the image as a compact strip dimmed behind
 * the club's name in real text (88 px wide): the image's own lettering would shrink to 7–8 px there, and a player
 * came to the page for what is below it. On a phone the header's logo right above already names the club, so the
 * strip is the image's art alone (40 px) and the name is read once. It is a region named after the club: no part of
 * the page stands outside a landmark (between the header's and main's). The phone's strip is decided by CSS (Banner.css),
 * not by the viewport in JavaScript: a server-rendered page (which cannot know the screen) then paints the phone's
 * strip at once instead of the computer's band that jumped to the strip when the portal started (issue 25, CLS).
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
