import { describe, expect, it } from 'vitest';
import { heroSlides, heroTextTone } from './hero-slides';

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

  it("reads the template's text colour as light text on the dark panel or dark text on a light one", () => {
    expect(heroTextTone('#fff')).toBe('light');
    expect(heroTextTone('#FFD54F')).toBe('light');
    expect(heroTextTone('#0B1F4B')).toBe('dark');
    expect(heroTextTone('')).toBe('light');
    const [slide] = heroSlides({ image1: 'a.jpg', textColor1: '#222' }, (file) => `/uploads/${file}`);
    expect(slide?.textTone).toBe('dark');
  });
});
