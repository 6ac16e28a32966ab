// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { webpayPayment, webpayRedirection } from './webpay-redirection';

describe('webpayRedirection', () => {
  it("takes Webpay's URL and the token apart: the token goes as a POSTed field, not in the URL", () => {
    expect(webpayRedirection('https://webpay3g.transbank.cl/webpayserver/bp_multicode_inscription.cgi?TBK_TOKEN=01ab')).toEqual({
      url: 'https://webpay3g.transbank.cl/webpayserver/bp_multicode_inscription.cgi',
      token: '01ab',
    });
    expect(webpayRedirection('/sandbox/transbank/webpayserver/bp_multicode_inscription.cgi?TBK_TOKEN=t')).toEqual({
      url: `${window.location.origin}/sandbox/transbank/webpayserver/bp_multicode_inscription.cgi`,
      token: 't',
    });
  });

  it('answers null without a token, or for an address that is not a web page', () => {
    expect(webpayRedirection(undefined)).toBeNull();
    expect(webpayRedirection('https://webpay3g.transbank.cl/x')).toBeNull();
    expect(webpayRedirection('javascript:alert(1)?TBK_TOKEN=t')).toBeNull();
  });

  it("takes a checkout answer's transbank block only with a token and a web page's address", () => {
    expect(webpayPayment({ url: 'https://webpay3g.transbank.cl/webpayserver/initTransaction', token: 'ws' })).toEqual({
      url: 'https://webpay3g.transbank.cl/webpayserver/initTransaction',
      token: 'ws',
    });
    expect(webpayPayment({ url: 'https://webpay3g.transbank.cl/x', token: '' })).toBeNull();
    expect(webpayPayment({ url: 'data:text/html,x', token: 'ws' })).toBeNull();
    expect(webpayPayment(null)).toBeNull();
  });
});
