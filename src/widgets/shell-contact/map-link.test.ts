import { describe, expect, it } from 'vitest';
import { mapLink, phoneLink } from './map-link';

describe('mapLink', () => {
  it('links "lat,lng" coordinates to a map', () => {
    expect(mapLink('40.4168, -3.7038')).toBe('https://www.google.com/maps/search/?api=1&query=40.4168%2C-3.7038');
  });

  it('is "#" when the coordinates do not split into exactly two parts', () => {
    expect(mapLink('40.4168')).toBe('#');
    expect(mapLink('1,2,3')).toBe('#');
    expect(mapLink('40.4,')).toBe('#');
    expect(mapLink(undefined)).toBe('#');
  });
});

describe('phoneLink', () => {
  it('dials the digits and the leading plus', () => {
    expect(phoneLink('+34 910 000 000')).toBe('tel:+34910000000');
  });
});
