/** The digits a masked card number ends with ("**** **** **** 4242" → "4242"). */
export function endingDigits(cardNumber: string | null | undefined): string {
  return /(\d+)\D*$/.exec(cardNumber ?? '')?.[1] ?? '';
}
