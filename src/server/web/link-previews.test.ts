// A link pasted in a chat: the HTML of each shareable page, fetched as a crawler does (no script run), names the
// thing with Open Graph and Twitter card tags, escaped, and says nothing of what a visitor may not see.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { shortDateTime } from './link-previews';
import { escapeHtml, plainText } from './preview-tags';
import { testTempDir } from '../testing/temp-dirs';

const portalDir = testTempDir('portal-dist');
writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><html><head><title>Club Portal</title></head><body><div id="root"></div></body></html>');
let server: TestApp;

beforeAll(async () => {
  server = await createTestApp({ env: { PORTAL_DIR: portalDir, PUBLIC_URL: 'https://club.example' } });
});
afterAll(() => server?.close());

/** The page as a chat app's crawler gets it: its head's meta tags by property or name, and its title. */
async function crawl(url: string, language = 'en-US') {
  const response = await server.app.inject({ url, headers: { 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const meta = (key: string) => {
    const found = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
    return found
      ? found[1]!
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&')
      : null;
  };
  return { html, meta, title: /<title>([^<]*)<\/title>/.exec(html)?.[1] };
}

async function clubName() {
  return (await server.app.db.selectFrom('clubs').select('name').executeTakeFirstOrThrow()).name;
}

describe('shared links preview', () => {
  it('names an open match: what, when, the level range and the places left, without a player', async () => {
    const match = await server.app.db.selectFrom('bookings').select(['id', 'starts_at']).where('title', '=', 'Evening match · Padel 4').executeTakeFirstOrThrow();
    const players = await server.app.db
      .selectFrom('booking_players')
      .innerJoin('customers', 'customers.id', 'booking_players.customer_id')
      .select(['customers.name', 'customers.surname', 'customers.email', 'customers.phone'])
      .where('booking_players.booking_id', '=', match.id)
      .execute();
    expect(players.length).toBeGreaterThan(0);

    const page = await crawl(`/booking-join/${match.id}`);
    const when = shortDateTime(match.starts_at, 'en-US', 'Europe/Madrid');
    expect(when).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2} \d{2}:\d{2}$/);
    const title = `Open padel match · ${when} · Level 2.5–4.5 · ${4 - players.length} places left`;
    expect(page.meta('og:title')).toBe(title);
    expect(page.meta('twitter:title')).toBe(title);
    expect(page.meta('og:url')).toBe(`https://club.example/booking-join/${match.id}`);
    // A match has no picture of its own: the square app icon, on a small card that shows it whole.
    expect(page.meta('og:image')).toBe('https://club.example/app-icons/512.png');
    expect(page.meta('og:image:width')).toBe('512');
    expect(page.meta('og:image:height')).toBe('512');
    expect(page.meta('twitter:card')).toBe('summary');
    expect(page.meta('og:site_name')).toBe(await clubName());
    expect(page.title).toBe(escapeHtml(title));
    expect(page.html).toContain('<div id="root">');
    for (const player of players) {
      for (const detail of [player.surname, player.email, player.phone]) if (detail) expect(page.html).not.toContain(detail);
    }
    // In the club's language when the crawler names none (the demo club is es-ES).
    const spanish = await server.app.inject({ url: `/booking-join/${match.id}` });
    expect(spanish.body).toContain(`content="Partido abierto de pádel · ${shortDateTime(match.starts_at, 'es-ES', 'Europe/Madrid')} · Nivel 2,5–4,5 · Quedan`);
  });

  it('says a full match is full', async () => {
    const full = await server.app.db.selectFrom('bookings').select('id').where('title', '=', 'Full match · Padel 1').executeTakeFirstOrThrow();
    expect((await crawl(`/booking-join/${full.id}`)).meta('og:title')).toMatch(/ · Level 2\.5–4\.5 · Full$/);
  });

  it('gives a private booking no details: the club alone, as publicbookings/info answers 404', async () => {
    const club = await clubName();
    const booking = await server.app.db
      .selectFrom('bookings')
      .innerJoin('booking_types', 'booking_types.id', 'bookings.booking_type_id')
      .select(['bookings.id', 'bookings.title', 'booking_types.name as type'])
      .where('bookings.concept', '=', 'Booking')
      .where('booking_types.by_place', '=', false)
      .where('bookings.status', 'in', ['Pending', 'Confirmed'])
      .executeTakeFirstOrThrow();
    expect((await server.app.inject({ url: `/api/publicbookings/info/${booking.id}` })).statusCode).toBe(404);

    const page = await crawl(`/booking-join/${booking.id}`);
    expect(page.meta('og:title')).toBe(club);
    expect(page.html).not.toContain(booking.type);
    if (booking.title) expect(page.html).not.toContain(escapeHtml(booking.title));
    // The same for one that does not exist: the preview tells them apart in no way.
    const missing = await crawl('/booking-join/999999');
    expect(missing.meta('og:title')).toBe(club);
    expect(missing.meta('og:description')).toBe(page.meta('og:description'));
  });

  it('names an activity by its name and date, with its poster', async () => {
    const activity = await server.app.db
      .selectFrom('activities')
      .select(['id', 'name', 'starts_at', 'poster'])
      .where('published', '=', true)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const page = await crawl(`/activity/${activity.id}`);
    expect(page.meta('og:title')).toBe(`${activity.name} · ${shortDateTime(activity.starts_at, 'en-US', 'Europe/Madrid')}`);
    expect(page.meta('og:url')).toBe(`https://club.example/activity/${activity.id}`);
    // Its poster (an SVG upload) drawn as a PNG crawlers show, on a large card, with the PNG's own size.
    expect(activity.poster).toMatch(/\.svg$/);
    expect(page.meta('og:image')).toBe(`https://club.example/preview-images/${activity.poster}.png`);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    const picture = await server.app.inject({ url: `/preview-images/${activity.poster}.png` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(picture.rawPayload).metadata();
    expect(format).toBe('png');
    expect(width).toBe(1200);
    expect(page.meta('og:image:width')).toBe(String(width));
    expect(page.meta('og:image:height')).toBe(String(height));
  });

  it('shows a product and a post with their own pictures, and refuses a picture outside the uploads', async () => {
    const product = await server.app.db
      .selectFrom('products')
      .select(['id', 'logo'])
      .where('published', '=', true)
      .where('logo', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const shop = await crawl(`/shop/${product.id}`);
    expect(shop.meta('og:image')).toMatch(/^https:\/\/club\.example\/preview-images\/.+\.png$/);
    expect(shop.meta('twitter:card')).toBe('summary_large_image');
    expect(Number(shop.meta('og:image:height'))).toBeGreaterThan(0);
    const blogPost = await server.app.db
      .selectFrom('text_blocks')
      .select('id')
      .where('type', '=', 'Posts')
      .where('published', '=', true)
      .where('image', 'is not', null)
      .executeTakeFirstOrThrow();
    expect((await crawl(`/post/${blogPost.id}`)).meta('og:image')).toMatch(/^https:\/\/club\.example\/preview-images\/.+\.png$/);
    expect((await server.app.inject({ url: '/preview-images/..%2F..%2Fetc%2Fpasswd.png' })).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/preview-images/missing.svg.png' })).statusCode).toBe(404);
  });

  it('names a product by its name and the price the shop shows, and a post by its title', async () => {
    const product = await server.app.db.selectFrom('products').select(['id', 'name', 'gross_price']).where('published', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const shown = `${product.gross_price.toFixed(2).replace('.', ',')} €`;
    expect((await crawl(`/shop/${product.id}`)).meta('og:title')).toBe(`${product.name} · ${shown}`);

    const blogPost = await server.app.db
      .selectFrom('text_blocks')
      .select(['id', 'title', 'small_text'])
      .where('type', '=', 'Posts')
      .where('published', '=', true)
      .executeTakeFirstOrThrow();
    const page = await crawl(`/post/${blogPost.id}`);
    expect(page.meta('og:title')).toBe(blogPost.title);
    expect(page.meta('og:description')).toBe(plainText(blogPost.small_text) || page.meta('og:description'));
  });

  it('escapes what the club typed: a product named <script> injects nothing', async () => {
    const product = await server.app.db.selectFrom('products').select('id').where('published', '=', true).orderBy('id').executeTakeFirstOrThrow();
    const name = `<script>alert("x")</script> & 'co' $& $1`;
    await server.app.db.updateTable('products').set({ name, detail: '<img src=x onerror=alert(1)>Great' }).where('id', '=', product.id).execute();
    const page = await crawl(`/shop/${product.id}`);
    expect(page.html).not.toContain('<script>');
    expect(page.html).not.toContain('<img');
    expect(page.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39; $&amp; $1');
    expect(page.meta('og:title')).toMatch(/^<script>alert\("x"\)<\/script> & 'co' \$& \$1 · /);
    expect(page.meta('og:description')).toBe('Great');
  });

  it('leaves other pages, unknown kinds and unpublished items without a thing to name', async () => {
    expect((await crawl('/blog')).meta('og:title')).toBeNull();
    expect((await crawl('/shop/12abc')).meta('og:title')).toBeNull();
    const hidden = await server.app.db.selectFrom('products').select(['id', 'name']).where('published', '=', false).executeTakeFirst();
    if (hidden) expect((await crawl(`/shop/${hidden.id}`)).meta('og:title')).toBe(await clubName());
  });
});

describe('plain text', () => {
  it('is made of HTML, cut to a length', () => {
    expect(plainText('<p>Hello&nbsp;<b>world</b></p><script>x()</script>')).toBe('Hello world');
    expect(plainText('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`);
    // Every entity, named or numeric, not only a few.
    expect(plainText('<p>Pr&oacute;ximo torneo: 20&nbsp;&euro; &#233;l &#x2014; &ntilde;&amp;&lt;b&gt;</p>')).toBe('Próximo torneo: 20 € él — ñ&<b>');
  });
});
