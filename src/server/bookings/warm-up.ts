import type { FastifyInstance } from 'fastify';
import { SUPPORTED_LANGUAGES } from '../../i18n/languages';
import { wallTime } from '../../domain/club-time';
import { translate } from '../i18n/messages';

/**
 * What the first booking requests would otherwise pay, paid once while the server gets ready, before it listens:
 * - the club's time zone in Intl: the process's first formatter with a time zone loads ICU's zone and locale
 *   data, inside the first publicbookings/list's draw check or the first pre-book's slot;
 * - the server's words: i18next's instance is built on the first refusal, in a booking rush the first of many.
 * Best effort: a club without its settings yet (a database still empty) starts without it.
 */
export function registerBookingWarmUp(app: FastifyInstance): void {
  app.addHook('onReady', async () => {
    try {
      const { time_zone: timeZone } = await app.clubReads.bookingSettings();
      wallTime(app.clock.now(), timeZone);
      for (const language of SUPPORTED_LANGUAGES) translate(language, 'booking.slotTaken');
    } catch (error) {
      app.log.warn({ err: error }, 'booking warm-up skipped');
    }
  });
}
