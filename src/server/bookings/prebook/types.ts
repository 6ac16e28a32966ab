import type { FastifyRequest } from 'fastify';
import type { components } from '../../../generated/api';
import type { MessageArgs } from '../../i18n/messages';
import type { BookingTypeRow } from '../../repositories/booking-types';
import type { BookingSettings, TypeResource } from '../../repositories/booking-availability';

export type PrebookRequest = components['schemas']['PrebookRequest'];
type PrebookResult = components['schemas']['PrebookResult'];
export type PrebookAnswer = { ok: true; errorMsg: null; model: PrebookResult };

/** What every step reads: the request, its body, and whether it creates a match (`byplace-prebook`). */
export interface PrebookInput {
  request: FastifyRequest;
  body: PrebookRequest;
  isMatch: boolean;
  now: Date;
}

/** The slot asked for, read against the club's type and resources (step 1). */
export interface AskedSlot {
  type: BookingTypeRow;
  settings: BookingSettings;
  timeZone: string;
  offered: Map<number, TypeResource>;
  resourceIds: number[];
  main: TypeResource;
  start: Date;
  end: Date;
  duration: number;
  date: string;
  startLabel: string;
  slotArgs: (resourceId: number) => MessageArgs;
}
