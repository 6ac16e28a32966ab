import { describe, expect, it } from 'vitest';
import { heroImage } from './hero-preload';

describe('the hero preload', () => {
  it('names the image the portal shows for the first slide, with its resized copies', () => {
    expect(heroImage({ uploads_path: '/uploads/', template: { image1: 'hero/one.jpg' } })).toEqual({
      href: '/uploads/hero/one.jpg',
      srcSet: '/images/320/hero/one.jpg 320w, /images/640/hero/one.jpg 640w, /images/960/hero/one.jpg 960w, /images/1280/hero/one.jpg 1280w, /images/1920/hero/one.jpg 1920w',
    });
    expect(heroImage({ uploads_path: '/uploads', template: { image1: 'https://cdn.example/one.jpg' } })).toEqual({ href: 'https://cdn.example/one.jpg', srcSet: null });
    expect(heroImage({ uploads_path: 'https://cdn.example/files', template: { image1: 'one.jpg' } })).toEqual({ href: 'https://cdn.example/files/one.jpg', srcSet: null });
    expect(heroImage({ uploads_path: '/uploads', template: { image1: 'logo.svg' } })).toEqual({ href: '/uploads/logo.svg', srcSet: null });
    expect(heroImage({ uploads_path: '/uploads', template: { image1: '' } })).toBeNull();
    expect(heroImage({ uploads_path: '/uploads', template: null })).toBeNull();
    expect(heroImage({ uploads_path: '/uploads', template: { image1: 'data:image/png;base64,AAAA' } })).toBeNull();
  });
});
