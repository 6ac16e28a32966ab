import { describe, expect, it } from 'vitest';
import { resizedSrcSet } from './resized-images';

describe('resizedSrcSet', () => {
  it('lists the server’s resized copies of a photo under its Uploads path', () => {
    expect(resizedSrcSet('/uploads/', 'Club/court one.jpg')).toBe(
      '/images/320/Club/court%20one.jpg 320w, /images/640/Club/court%20one.jpg 640w, /images/960/Club/court%20one.jpg 960w, /images/1280/Club/court%20one.jpg 1280w, /images/1920/Club/court%20one.jpg 1920w',
    );
  });

  it('has none for a drawing, an address elsewhere or uploads kept elsewhere', () => {
    expect(resizedSrcSet('/uploads', 'Club/logo.svg')).toBeNull();
    expect(resizedSrcSet('/uploads', 'https://cdn.example/a.jpg')).toBeNull();
    expect(resizedSrcSet('https://cdn.example/uploads', 'a.jpg')).toBeNull();
  });
});
