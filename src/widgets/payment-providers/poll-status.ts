/** A status answer of a return page's poll (stripe/status, razorpay/status). */
export interface PolledStatus {
  ok: boolean;
  retry?: boolean | null;
  tokenId?: string | null;
}

/** Doc 2 §4, doc 3 §4.4: "up to 10 retries" after the first ask, so at most 11 asks. */
const POLL_RETRIES = 10;
const POLL_DELAY_MS = 1000;

/**
 * Doc 3 §4.4: asks the status; while it says retry and retries remain (10 at the start) waits one second and
 * asks again. No answer, or ok false, is a failure. Answers the last status (null when there was none).
 */
export async function pollStatus(
  ask: () => Promise<PolledStatus | null>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<PolledStatus | null> {
  for (let retries = POLL_RETRIES; retries >= 0; retries -= 1) {
    let status: PolledStatus | null;
    try {
      status = await ask();
    } catch {
      status = null;
    }
    if (!status) return null;
    if (status.ok || !status.retry || retries === 0) return status;
    await wait(POLL_DELAY_MS);
  }
  return null;
}

/**
 * Where a return page goes once the status is known: a card set-up back to /checkout with the saved card's token id
 * in `savedCardParam` (Stripe's stripe_token), else /cz/ok or /cz/ko.
 */
export function returnDestination(status: PolledStatus | null, savedCardParam: string | null): string {
  if (!status?.ok) return '/cz/ko';
  if (savedCardParam) return status.tokenId ? `/checkout?${new URLSearchParams({ [savedCardParam]: status.tokenId }).toString()}` : '/cz/ko';
  return '/cz/ok';
}
