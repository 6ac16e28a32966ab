import { describe, expect, it } from 'vitest';
import { heroSlides } from './hero-slides';

describe('heroSlides', () => {
  it('keeps the template slides that have an image, with their texts', () => {
    const slides = heroSlides(
      { image1: 'Club/hero-1.svg', textSlideInLeft1: 'Padel', textButton1: 'Book', urlButton1: '/bookingtypes', textColor1: '#fff', image3: 'Club/hero-3.svg' },
      (file) => (file ? `/uploads/${file}` : null),
    );
    expect(slides.map((slide) => slide.image)).toEqual(['/uploads/Club/hero-1.svg', '/uploads/Club/hero-3.svg']);
    expect(slides[0]).toMatchObject({ textSlideInLeft: 'Padel', textButton: 'Book', urlButton: '/bookingtypes', textColor: '#fff' });
  });

  it('gives each slide the srcset of its file when the server has resized copies', () => {
    const slides = heroSlides(
      { image1: 'Club/hero-1.jpg' },
      (file) => `/uploads/${file}`,
      (file) => `/images/640/${file} 640w`,
    );
    expect(slides[0]).toMatchObject({ image: '/uploads/Club/hero-1.jpg', srcSet: '/images/640/Club/hero-1.jpg 640w' });
  });
});
