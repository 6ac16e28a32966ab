/** Where the browser goes on at Webpay: the URL to POST to and the token to send there. */
export interface WebpayRedirection {
  url: string;
  token: string;
}

/** The address as a web page's (http or https, relative to the portal), or null. */
function webPage(address: string): URL | null {
  try {
    const url = new URL(address, window.location.origin);
    return ['https:', 'http:'].includes(url.protocol) ? url : null;
  } catch {
    return null;
  }
}

/**
 * transbank/tokenize answers one address (`model.redirectUrl`, doc 3 §7): Webpay's URL with the registration's
 * TBK_TOKEN in its query. Webpay takes that token as a POSTed form field, so the two are taken apart here.
 * Null without a token or for an address that is not a web page (http or https).
 */
export function webpayRedirection(redirectUrl: string | null | undefined): WebpayRedirection | null {
  const address = redirectUrl ? webPage(redirectUrl) : null;
  const token = address?.searchParams.get('TBK_TOKEN');
  if (!address || !token) return null;
  address.searchParams.delete('TBK_TOKEN');
  return { url: address.toString(), token };
}

/**
 * A checkout answer's `transbank {url, token}` block (doc 3 §7; another server's Webpay Plus payment): Webpay takes
 * the token as the `token_ws` field POSTed to the URL. Null without a token or for an address that is not a web page.
 */
export function webpayPayment(block: { url?: string | null; token?: string | null } | null | undefined): WebpayRedirection | null {
  const address = block?.url ? webPage(block.url) : null;
  return address && block?.token ? { url: address.toString(), token: block.token } : null;
}
