import { describe, expect, it } from 'vitest';
import { mailBrand, renderMail } from './layout';
import { passwordResetMail } from './templates';

const club = {
  name: 'Club <b>&</b> "Padel"',
  address: 'Calle Mayor 1',
  phone: null,
  email: 'club@example.com',
  main_logo: null,
  uploads_path: '/uploads/',
  buttons_color: '#ffeb3b',
  footer_color: 'not a colour',
};

describe('a mail in the club’s look', () => {
  it('escapes every value and gives a light button colour dark text', () => {
    const mail = passwordResetMail({ language: 'es-ES', clubName: club.name, name: '<img src=x onerror=alert(1)>', url: 'https://club.test/reset/a"b' });
    const { html, text } = renderMail(mail, mailBrand(club, 'https://club.test'));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<b>&</b>');
    expect(html).toContain('href="https://club.test/reset/a&quot;b"');
    expect(html).toContain('<html lang="es-ES"');
    // The yellow button carries dark text (the portal's contrast rule); an unreadable footer colour falls back.
    expect(html).toMatch(/background:#ffeb3b;"><a href="[^"]+" style="[^"]*color:#111827;/);
    expect(html).toContain('background:#14213d');
    expect(text).toContain('Hola, <img src=x onerror=alert(1)>:');
    expect(text).toContain('https://club.test/reset/a"b');
  });

  it('without a public address shows the club’s name alone, no broken picture', () => {
    const mail = passwordResetMail({ language: 'en-US', clubName: 'Club', name: 'Ana', url: 'https://club.test/reset/1' });
    const { html } = renderMail(mail, mailBrand(null, undefined));
    expect(html).not.toContain('<img');
    expect(html).toContain('>Club</td>');
  });
});
