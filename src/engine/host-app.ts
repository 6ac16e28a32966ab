// The portal also runs inside the club's mobile apps; these are the bridges those web views inject.
interface HostBridges {
  ReactNativeWebView?: { postMessage(message: string): void };
  Android?: { postMessage?(message: string): void };
}

function bridges(): HostBridges {
  // Rendering on the server (src/app/server-entry.tsx): no app hosts that page.
  return typeof window === 'undefined' ? {} : (window as unknown as HostBridges);
}

/** True inside an app's web view that can take messages. */
export function inMobileWebView(): boolean {
  const host = bridges();
  return Boolean(host.ReactNativeWebView || host.Android?.postMessage);
}

/** Tells the hosting app something (e.g. to open its own locations screen); false when no app listens. */
export function notifyHostApp(message: string): boolean {
  const host = bridges();
  if (host.ReactNativeWebView) {
    host.ReactNativeWebView.postMessage(message);
    return true;
  }
  if (host.Android?.postMessage) {
    host.Android.postMessage(message);
    return true;
  }
  return false;
}

/** The account-link page tells an Android web view how linking ended (doc 1 §2.15). */
export function notifyAndroid(message: string): void {
  bridges().Android?.postMessage?.(message);
}
