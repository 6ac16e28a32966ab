/** The 3-D Secure marker of a checkout errorMsg (NetPay): `3ds:<url>`; the browser goes to the URL. */
const THREE_DS_MARKER = '3ds:';

export function threeDsUrl(errorMsg: string | null | undefined): string | null {
  if (!errorMsg?.startsWith(THREE_DS_MARKER)) return null;
  const url = errorMsg.slice(THREE_DS_MARKER.length);
  return url.startsWith('/') || /^https:\/\//.test(url) ? url : null;
}
