// The page's HTML is put together in one place: the club's colours, the shared link's preview, the one preload and
// the server's render, each escaped, around the portal's index.html.
import { describe, expect, it } from 'vitest';
import { clubThemeHead } from './club-theme-head';
import { heroPreload } from './hero-preload';
import { pageDocument } from './page-document';
import { renderedPage } from './server-render';

const INDEX_HTML =
  '<!doctype html><html lang="es-ES"><head><title>Club Portal</title><meta name="theme-color" content="#000000" /></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const theme = { style: '--cz-color-primary: #0b6e4f', themeColor: '#0b6e4f' };
const preview = {
  title: 'Racket <b> · 20,00 $& €',
  description: 'D',
  image: { url: 'https://x/i.png' },
  card: 'summary_large_image' as const,
  url: 'https://x/shop/1',
  siteName: 'S',
};

describe('the page document', () => {
  it("carries the render, its language, the preview, one preload and the club's colours, in that head", () => {
    const reactPreloads =
      '<link rel="preload" as="image" href="/uploads/Club/header.svg"/><link rel="preload" as="image" href="/uploads/Club/logo.svg"/>' +
      '<link rel="preload" as="image" href="/uploads/Products/racket.svg"/><link rel="preload" as="image" href="/uploads/Customers/ana.svg"/>';
    const result = { language: 'it-IT', markup: `${reactPreloads}<div class="app">x</div>`, seed: '<script type="application/json" id="portal-seed">{}</script>' };
    const rendered = renderedPage(result, { path: '/shop/1', layoutImages: ['/uploads/Club/header.svg', '/uploads/Club/logo.svg'] });
    expect(pageDocument(INDEX_HTML, { theme, preview, preload: rendered.preload, rendered })).toBe(
      '<!doctype html><html lang="it-IT" style="--cz-color-primary: #0b6e4f"><head><title>Racket &lt;b&gt; · 20,00 $&amp; €</title>' +
        '<meta property="og:type" content="website"><meta property="og:site_name" content="S"><meta property="og:title" content="Racket &lt;b&gt; · 20,00 $&amp; €">' +
        '<meta property="og:description" content="D"><meta property="og:image" content="https://x/i.png"><meta property="og:url" content="https://x/shop/1">' +
        '<meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="Racket &lt;b&gt; · 20,00 $&amp; €">' +
        '<meta name="twitter:description" content="D"><meta name="twitter:image" content="https://x/i.png"><meta name="description" content="D">' +
        '<link rel="preload" as="image" href="/uploads/Products/racket.svg" fetchpriority="high"/><meta name="theme-color" content="#0b6e4f" /></head>' +
        '<body><div id="root"><div class="app">x</div></div><script type="application/json" id="portal-seed">{}</script><script type="module" src="/assets/index.js"></script></body></html>',
    );
    // A page led by text (a match's page, with the players' avatars; the shop list) preloads none of React's images.
    for (const path of ['/booking-join/4', '/shop', '/bookingtypes']) expect(renderedPage(result, { path, layoutImages: [] }).preload).toBe('');
  });

  it("keeps a page the browser renders as it was but for the club's colours, and a club's font from closing the attribute", () => {
    const look = clubThemeHead({ buttons_color: 'not a colour', footer_color: null, font_family: '"Quoted Font", serif' });
    const html = pageDocument('<html lang="fr-FR" style="color: red"><head><meta name="theme-color" content="#000000" /></head><body></body></html>', { theme: look });
    expect(html.match(/theme-color/g)).toHaveLength(1);
    expect(html).toMatch(
      /^<html lang="fr-FR" style="--cz-color-primary: #0b6e4f; [^"]*--cz-font-family: &quot;Quoted Font&quot;, serif, [^"]*"><head><meta name="theme-color" content="#0b6e4f" \/><\/head><body><\/body><\/html>$/,
    );
  });

  it("adds home's hero preload, escaped, for the widths that show it; without a head the template is served as it is", () => {
    const preload = heroPreload({ href: '/uploads/a"b.jpg', srcSet: '/images/320/a.jpg 320w' });
    expect(pageDocument(INDEX_HTML, { theme, preload })).toContain(
      '<link rel="preload" as="image" href="/uploads/a&quot;b.jpg" imagesrcset="/images/320/a.jpg 320w" imagesizes="100vw" fetchpriority="high" media="(min-width: 768px)"><meta name="theme-color"',
    );
    expect(heroPreload(null)).toBe('');
    expect(pageDocument('<p>no head</p>', { theme, preview, preload })).toBe('<p>no head</p>');
  });
});
