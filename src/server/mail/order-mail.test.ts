import { describe, expect, it } from 'vitest';
import { useCheckoutServer } from '../testing/checkout-fixture';

const shop = useCheckoutServer();
const { post, db, product, method } = shop;

/** Ana's order paid at the club, asked in `language`: the order mail it wrote. */
async function orderMail(language: string, guid: string) {
  const polo = await product('Club Polo');
  const answer = await post(
    '/api/shop/checkout-customer',
    {
      customerId: shop.ana.customerId,
      saleItems: [{ productId: polo.id, units: 1, product: { grossPrice: polo.gross_price } }],
      paymentMethodId: await method('Pay at the club'),
      guid,
      customer: { id: shop.ana.customerId, acceptConditions: true },
    },
    { ...shop.ana.headers, 'accept-language': language },
  );
  expect(answer.json()).toMatchObject({ ok: true });
  return db().selectFrom('emails').select(['subject', 'body', 'text_body', 'links']).where('customer_id', '=', shop.ana.customerId).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

describe('the order mail', () => {
  it("wears the club's logo and colour, speaks the player's language and carries a plain-text part", async () => {
    const publicUrl = shop.server.app.config.publicUrl;
    await db().updateTable('clubs').set({ buttons_color: '#1D4ED8', footer_color: '#111827' }).execute();
    const mail = await orderMail('fr-FR', 'mail-look-fr');

    expect(mail.subject).toMatch(/^Votre commande chez /);
    expect(mail.body).toMatch(/^<!doctype html>\n<html lang="fr-FR"/);
    // The demo logo is an SVG, which mail clients do not show: the app icon (the logo drawn on white) stands in.
    expect(mail.body).toContain(`<img src="${publicUrl}/app-icons/192.png"`);
    expect(mail.body).toContain('bgcolor="#1d4ed8"');
    expect(mail.body).toContain('background:#111827');
    // One column, at most 600 px: readable on a phone.
    expect(mail.body).toContain('max-width:600px');
    expect(mail.body).toContain('Votre commande est confirmée');
    const invoice = mail.links[0]!.url;
    expect(invoice).toMatch(new RegExp(`^${publicUrl}/api/publicinvoices/download-invoice/`));
    expect(mail.body).toContain(`href="${invoice}"`);

    expect(mail.text_body).toContain('Votre commande est confirmée');
    expect(mail.text_body).toContain(invoice);
    expect(mail.text_body).toContain('Vous recevez cet e-mail en raison de votre compte chez');
    expect(mail.text_body).not.toMatch(/<[a-z]/i);
  });

  it('shows a raster logo itself, from the club’s uploads', async () => {
    await db().updateTable('clubs').set({ main_logo: 'Club/logo ñ.png' }).execute();
    const mail = await orderMail('it-IT', 'mail-look-it');
    expect(mail.body).toMatch(/^<!doctype html>\n<html lang="it-IT"/);
    expect(mail.body).toContain(`<img src="${shop.server.app.config.publicUrl}/uploads/Club/logo%20%C3%B1.png"`);
    expect(mail.subject).toMatch(/ordine/i);
  });
});
