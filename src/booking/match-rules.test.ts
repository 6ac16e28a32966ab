import { describe, expect, it } from 'vitest';
import { bannerLayout, initialsOf, joinPrice } from './match-card-rules';
import { activeFilterCount, byPlaceFiltersOf, freeTeams, groupByDay, hitBox, parseDrawing, placeToJoin, placeTransform, readResults, withByPlaceFilters } from './match-rules';

describe('match rules', () => {
  it('groups cards by day in date order, so a week that wraps reads Friday 27 before Monday 30', () => {
    const groups = groupByDay([{ date: '2026-11-30' }, { date: '2026-11-27' }, { date: '2026-11-28T00:00:00' }, { date: '2026-11-27' }, { date: null }]);
    expect(groups.map((group) => [group.day, group.bookings.length])).toEqual([
      ['2026-11-27', 2],
      ['2026-11-28', 1],
      ['2026-11-30', 1],
    ]);
  });

  it("writes a player's initials from the first and last names", () => {
    expect(initialsOf('Carlos Pérez')).toBe('CP');
    expect(initialsOf('eva')).toBe('E');
    expect(initialsOf('  María José de la Fuente ')).toBe('MF');
    expect(initialsOf('Élodie Ñúñez')).toBe('ÉÑ');
    expect(initialsOf(null)).toBe('?');
  });

  it('counts the active filters: a type, a date other than today, the level, the gender and each concept', () => {
    const none = { level: null, gender: null, concepts: [] };
    expect(activeFilterCount(none, { typeChosen: false, dateChanged: false })).toBe(0);
    expect(activeFilterCount({ level: 3.5, gender: 'Mixed', concepts: ['Match', 'Event'] }, { typeChosen: true, dateChanged: true })).toBe(6);
  });

  it('shows names and levels below 5 places and an ellipsis above 6', () => {
    expect(bannerLayout(4)).toEqual({ layout: 'detailed', shown: 4 });
    expect(bannerLayout(6)).toEqual({ layout: 'standard', shown: 6 });
    expect(bannerLayout(16)).toEqual({ layout: 'compact', shown: 6 });
  });

  it('prices the join as the share, gross or net, and a full-payment booking not at all', () => {
    expect(joinPrice({ paymentType: 3, price: 36, netPrice: 29.75, maxParticipants: 4 }, true)).toBe(9);
    // 29.75 / 4 = 7.4375: a joiner pays 7.43, the owner's share took the remainder (7.46), as the server splits it.
    expect(joinPrice({ paymentType: 2, price: 36, netPrice: 29.75, maxParticipants: 4 }, false)).toBe(7.43);
    expect(joinPrice({ paymentType: 3, price: 30.67, netPrice: 25.35, maxParticipants: 4 }, true)).toBe(7.66);
    expect(joinPrice({ paymentType: 1, price: 36, netPrice: 29.75, maxParticipants: 4 }, true)).toBeNull();
  });

  it('offers the teams that still have a free slot', () => {
    const slot = (team: -1 | 0 | 1, isPlaceholder: boolean) => ({ customerId: isPlaceholder ? -1 : 1, team, isPlaceholder });
    expect(freeTeams([slot(0, false), slot(0, true), slot(1, true)])).toEqual([0, 1]);
    expect(freeTeams([slot(0, false), slot(0, false), slot(1, true)])).toEqual([1]);
    expect(freeTeams([slot(0, false)])).toEqual([]);
  });

  it('reads the results grid: integers, empty boxes skipped, 3 sets per team in a five-set match, one result otherwise', () => {
    expect(readResults(['6', '4', '6'], ['3', '6', '2'], 3)).toEqual({ problem: null, team1: [6, 4, 6], team2: [3, 6, 2] });
    expect(readResults(['', '', ''], ['3', '', ''], 3).problem).toBe('booking.results.fillOneResult');
    expect(readResults(['6', '6', '', '', ''], ['3', '2', '', '', ''], 5).problem).toBe('booking.results.fillThreeSets');
    expect(readResults(['6', 'x', ''], ['3', '', ''], 3)).toEqual({ problem: null, team1: [6], team2: [3] });
    // "Values parsed as integers; empty boxes skipped" (doc 2 §5): 6.5 is 6, and an empty box is not a 0.
    expect(readResults(['6.5', ' 4 ', '6'], ['3', '4', '2'], 3)).toEqual({ problem: null, team1: [6, 4, 6], team2: [3, 4, 2] });
    expect(readResults(['6', '', '6'], ['3', '', '2'], 3)).toEqual({ problem: null, team1: [6, 6], team2: [3, 2] });
  });

  it('refuses in the grid what the server refuses: a set filled for one team only, a single 0-0 set', () => {
    expect(readResults(['6', '4', '6'], ['3', '', '2'], 3).problem).toBe('booking.results.setsDiffer');
    expect(readResults(['6', '0'], ['', '6'], 3).problem).toBe('booking.results.setsDiffer');
    // Lengths that match but sets that do not line up: 6-3 in set 1 for one team, set 2 for the other.
    expect(readResults(['6', '', '6'], ['3', '6', ''], 3).problem).toBe('booking.results.setsDiffer');
    expect(readResults(['0', '', ''], ['0', '', ''], 3).problem).toBe('booking.results.fillOneResult');
    expect(readResults(['6', '6', '0', '', ''], ['3', '2', '0', '', ''], 5).problem).toBe('booking.results.fillThreeSets');
  });

  it('reads a place drawing and its transform', () => {
    const drawing = parseDrawing('{"label":"A1","translation":"170 120","rotation":90,"shape":{"type":"rect"}}');
    expect(drawing?.label).toBe('A1');
    expect(placeTransform(drawing!)).toBe('translate(170 120) rotate(90)');
    expect(parseDrawing('not json')).toBeNull();
  });

  it("reads the by-place filters from the page's query and writes them back, keeping the other keys", () => {
    const search = new URLSearchParams('date=2026-11-23&level=3.5&gender=Mixed&school=true&events=true&bookingId=4');
    expect(byPlaceFiltersOf(search)).toEqual({ level: 3.5, gender: 'Mixed', concepts: ['School', 'Event'] });
    expect(byPlaceFiltersOf(new URLSearchParams('level=-1&gender=robot&matches=yes'))).toEqual({ level: null, gender: null, concepts: [] });
    const written = withByPlaceFilters(search, { level: null, gender: 'Open', concepts: ['Match'] });
    expect(written.toString()).toBe('date=2026-11-23&gender=Open&bookingId=4&matches=true');
  });
});

describe('one-tap places and tap areas (issue 35)', () => {
  const place = (id: number, col: 1 | 2 | null) => ({ id, place: `P${id}`, configJson: JSON.stringify(col === null ? {} : { col }) });
  const map = { places: [place(31, 1), place(32, 1), place(33, 2), place(34, 2)], participants: [{ bookingTemplatePlaceId: 31 }, { bookingTemplatePlaceId: 33 }] };

  it('takes the first free place, in the map order, of a side with room', () => {
    expect(placeToJoin(map, [0, 1])).toBe(32);
    expect(placeToJoin(map, [1])).toBe(34);
  });

  it('takes a place on the side the player picked, and none when the map has no free place there', () => {
    expect(placeToJoin(map, [0, 1], 1)).toBe(34);
    expect(placeToJoin({ ...map, participants: [...map.participants, { bookingTemplatePlaceId: 34 }] }, [0, 1], 1)).toBeNull();
  });

  it('takes a place of neither side for any side', () => {
    expect(placeToJoin({ places: [place(40, null)], participants: [] }, [1])).toBe(40);
  });

  it('grows a place smaller than 44 px around its centre to 44 px, and leaves a larger one as it is', () => {
    // 0.35 px a unit: 100 units are 35 px, grown to 44 / 0.35 ≈ 125.7 units; 140 units (49 px) stay.
    const grown = hitBox({ x: 0, y: 0, width: 140, height: 100 }, 0.35);
    expect(grown.width).toBe(140);
    expect(grown.height * 0.35).toBeCloseTo(44);
    expect(grown.y + grown.height / 2).toBeCloseTo(50);
    expect(hitBox({ x: 10, y: 10, width: 140, height: 100 }, 1)).toEqual({ x: 10, y: 10, width: 140, height: 100 });
  });
});
