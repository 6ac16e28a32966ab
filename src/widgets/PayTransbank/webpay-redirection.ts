/** Where the browser registers its card at Webpay: the URL to POST to and the token to send there. */
export interface WebpayRedirection {
  url: string;
  token: string;
}

/**
 * transbank/tokenize answers one address (`model.redirectUrl`, doc 3 §7): Webpay's URL with the registration's
 * TBK_TOKEN in its query. Webpay takes that token as a POSTed form field, so the two are taken apart here.
 * Null without a token or for an address that is not a web page (http or https).
 */
export function webpayRedirection(redirectUrl: string | null | undefined): WebpayRedirection | null {
  if (!redirectUrl) return null;
  let address: URL;
  try {
    address = new URL(redirectUrl, window.location.origin);
  } catch {
    return null;
  }
  const token = address.searchParams.get('TBK_TOKEN');
  if (!token || !['https:', 'http:'].includes(address.protocol)) return null;
  address.searchParams.delete('TBK_TOKEN');
  return { url: address.toString(), token };
}
