// The checkout payload of a chosen slot (doc 2 §3): pure, so what the checkout receives is unit-tested without a page.
import {
  CZ_WEB_ORIGIN,
  PAY,
  isByPlace,
  shownName,
  slotLabel,
  type Block,
  type BookingPayload,
  type BookingType,
  type Gender,
  type Resource,
  type TimeSlot,
} from '../../booking/booking-rules';

/** A slot's price for one duration: the amount shown (gross or net per PriceWithTaxes), the gross and the net. */
export interface Price {
  amount: number;
  isSpecialPrice: boolean;
  gross: number | null;
  netPrice: number | null;
}

/** The create-match popup's answers (doc 2 §2). */
export interface MatchChoice {
  gender: Gender;
  modifyLevel: boolean;
  minLevel: number;
  maxLevel: number;
}

/** What the player chose on the booking page: a court's slot, a duration with its price, match details, extra resources. */
export interface SlotChoice {
  resource: Resource;
  slot: TimeSlot;
  duration: number;
  price: Price;
  match?: MatchChoice;
  extras: ReadonlyArray<{ resource: Resource; slot: TimeSlot }>;
}

export interface PayloadContext {
  type: BookingType;
  customerId: number;
  cancelText: string | null;
  timeZone: string;
}

/**
 * The payload /checkout-booking decodes: one block per resource (the chosen court first, then each extra
 * resource for the same start and duration), the booking with the price as the contract says.
 */
export function bookingPayload(choice: SlotChoice, { type, customerId, cancelText, timeZone }: PayloadContext): BookingPayload {
  const start = choice.slot.start ?? '';
  const blocks: Block[] = [choice, ...choice.extras].map((part) => ({
    resourceId: part.resource.id,
    resourceName: shownName(part.resource),
    startDate: start,
    sstart: slotLabel(part.slot, timeZone),
    duration: choice.duration,
    noOnline: false,
    customerId,
  }));
  const resourceName = blocks
    .map((block) => block.resourceName)
    .filter(Boolean)
    .join(', ');
  const match = choice.match;
  return {
    booking: {
      customerId,
      bookingTypeId: type.id,
      bookingTypeName: type.name ?? null,
      maxParticipants: type.maxParticipants ?? 4,
      isValidated: false,
      sendCommunications: true,
      origin: CZ_WEB_ORIGIN,
      bookingByPlace: isByPlace(type),
      cancelText,
      // price.price is the gross price, as the contract says; grossPrice the same; amount the one shown (doc 2 §3).
      price: {
        amount: choice.price.amount,
        isSpecialPrice: choice.price.isSpecialPrice,
        price: choice.price.gross,
        grossPrice: choice.price.gross,
        netPrice: choice.price.netPrice,
      },
      date: start,
      duration: choice.duration,
      resourceName,
      resources: resourceName,
      paymentType: PAY.NotSet,
      title: type.name ?? null,
      ...(match ? { gender: match.gender, modifyLevel: match.modifyLevel, minLevel: match.minLevel, maxLevel: match.maxLevel } : {}),
    },
    blocks,
    isMatch: isByPlace(type) && type.allowCreateBookByPlace === true,
  };
}
