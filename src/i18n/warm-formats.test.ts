import { afterEach, describe, expect, it, vi } from 'vitest';
import { wallTime } from '../domain/club-time';
import { cultureFormats } from './culture';
import { formatWhen } from './dates';
import { warmFormats } from './warm-formats';

/** Which Intl formats were built or asked, each with the task (between two `nextTask`s) it happened in. */
function watchIntl() {
  const built: Array<{ kind: 'number' | 'date'; task: number }> = [];
  const watch = { task: 0, built };
  const { NumberFormat, DateTimeFormat } = Intl;
  const supportedLocalesOf = NumberFormat.supportedLocalesOf.bind(NumberFormat);
  vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockImplementation((...args) => {
    built.push({ kind: 'number', task: watch.task });
    return supportedLocalesOf(...args);
  });
  vi.stubGlobal('Intl', {
    ...Intl,
    NumberFormat: Object.assign(
      function (...args: ConstructorParameters<typeof NumberFormat>) {
        built.push({ kind: 'number', task: watch.task });
        return new NumberFormat(...args);
      },
      { supportedLocalesOf: Intl.NumberFormat.supportedLocalesOf },
    ),
    DateTimeFormat: function (...args: ConstructorParameters<typeof DateTimeFormat>) {
      built.push({ kind: 'date', task: watch.task });
      return new DateTimeFormat(...args);
    },
  });
  const nextTask = () => {
    watch.task += 1;
    return Promise.resolve();
  };
  return { watch, nextTask };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the club’s formats built before the page hydrates (issue 38)', () => {
  it('leaves nothing for the first render to build: its culture, its zone, its language’s names', async () => {
    const { watch, nextTask } = watchIntl();
    // A culture, zone and language no other test of this file has built.
    await warmFormats({ culture: 'pt-BR', timeZone: 'America/Sao_Paulo', language: 'it-IT' }, nextTask);
    expect(watch.built.length).toBeGreaterThan(0);

    watch.built.length = 0;
    const { dateFormat } = cultureFormats('pt-BR');
    expect(dateFormat).toBe('dd/MM/yyyy');
    expect(formatWhen('2026-12-03T18:00:00Z', 'dayTime', { dateFormat, timeZone: 'America/Sao_Paulo', language: 'it-IT' })).toBe('gio 3 dic · 15:00');
    expect(wallTime(Date.UTC(2026, 11, 3, 18), 'America/Sao_Paulo').minute).toBe(15 * 60);
    expect(watch.built).toEqual([]);
  });

  it('asks for the number service and builds the date service in tasks of their own', async () => {
    const { watch, nextTask } = watchIntl();
    await warmFormats({ culture: 'nl-NL', timeZone: 'Europe/Amsterdam', language: 'nl-NL' }, nextTask);
    const firstNumber = watch.built.find((format) => format.kind === 'number');
    const firstDate = watch.built.find((format) => format.kind === 'date');
    expect(firstNumber?.task).toBeGreaterThan(0);
    expect(firstDate?.task).toBeGreaterThan(firstNumber?.task ?? Infinity);
  });

  it('passes over a culture or a zone the browser does not know, as the render falls back', async () => {
    const { nextTask } = watchIntl();
    await expect(warmFormats({ culture: 'not a culture!', timeZone: 'Mars/Olympus', language: '' }, nextTask)).resolves.toBeUndefined();
    expect(cultureFormats('not a culture!').dateFormat).toBe('MM/dd/yyyy');
  });
});
