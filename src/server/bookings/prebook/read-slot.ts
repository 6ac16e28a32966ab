import { Refusal } from '../../http/refusal';
import { notFound } from '../../http/errors';
import { hhmm, wallTime } from '../../../domain/club-time';
import { openingRefusal } from '../opening';
import { parseSlotStart } from '../slot-input';
import type { AskedSlot, PrebookInput } from './types';

/**
 * Step 1: the slot asked for, against the club's type and resources — one start and duration for every block,
 * each block's resource offered by the type, outside the day's opening window. The club's type, settings and
 * resources are the kept reads the booking page shows, read together.
 */
export async function readSlot({ request, body, isMatch }: PrebookInput): Promise<AskedSlot> {
  const { clubReads } = request.server;
  const draft = body.booking;
  const [type, settings, typeResources] = await Promise.all([
    clubReads.activeBookingType(draft.bookingTypeId),
    clubReads.bookingSettings(),
    clubReads.resourcesOfType(draft.bookingTypeId),
  ]);
  if (!type) throw notFound('notFound.bookingType', { id: draft.bookingTypeId });
  if (isMatch && !(type.by_place && type.allow_create_by_place)) throw new Refusal('booking.matchNotAllowed', { type: type.name });
  if (!isMatch && type.by_place) throw new Refusal('booking.byPlaceType', { type: type.name });
  const timeZone = settings.time_zone;
  const blocks = body.blocks;
  const first = blocks[0]!;
  const start = parseSlotStart(first.startDate, timeZone, 'blocks[0].startDate');
  const duration = first.duration;
  blocks.forEach((block, index) => {
    if (block.duration !== duration || parseSlotStart(block.startDate, timeZone, `blocks[${index}].startDate`).getTime() !== start.getTime())
      throw new Refusal('booking.blocksDiffer');
  });
  const offered = new Map(typeResources.map((resource) => [resource.id, resource]));
  for (const block of blocks) if (!offered.has(block.resourceId)) throw new Refusal('booking.resourceNotOfType', { resource: block.resourceId, type: type.name });
  const local = wallTime(start, timeZone);
  const startLabel = `${local.date} ${hhmm(local.minute)}`;
  // Inside the day's opening window players ask instead of booking; once it opened, its draw comes first.
  const opening = await openingRefusal(request.server, type, local.date, timeZone, request.language);
  if (opening) throw new Refusal(opening.key, opening.args);
  return {
    type,
    settings,
    timeZone,
    offered,
    resourceIds: [...new Set(blocks.map((block) => block.resourceId))],
    main: offered.get((blocks.find((block) => !block.noOnline) ?? first).resourceId)!,
    start,
    end: new Date(start.getTime() + duration * 60_000),
    duration,
    date: local.date,
    startLabel,
    slotArgs: (resourceId) => ({
      start: startLabel,
      resource: offered.get(resourceId)!.name,
      duration,
      type: type.name,
      days: Math.ceil((type.anticipation_mins ?? 366 * 1440) / 1440),
    }),
  };
}
