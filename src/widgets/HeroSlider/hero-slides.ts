import type { components } from '../../generated/api';

type HeaderTemplate = components['schemas']['HeaderTemplate'];

export interface HeroSlide {
  image: string;
  textSlideInLeft: string;
  textSlideInUp: string;
  textSmall: string;
  textButton: string;
  urlButton: string;
  textColor: string;
}

const SLIDE_NUMBERS = [1, 2, 3] as const;

/** The template's slides 1 to 3, each kept only when it has an image (doc 3 §2.10). */
export function heroSlides(template: HeaderTemplate, imageUrl: (file: string) => string | null): HeroSlide[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return SLIDE_NUMBERS.flatMap((n) => {
    const image = imageUrl(text(template[`image${n}`]));
    if (!image) return [];
    return [
      {
        image,
        textSlideInLeft: text(template[`textSlideInLeft${n}`]),
        textSlideInUp: text(template[`textSlideInUp${n}`]),
        textSmall: text(template[`textSmall${n}`]),
        textButton: text(template[`textButton${n}`]),
        urlButton: text(template[`urlButton${n}`]),
        textColor: text(template[`textColor${n}`]),
      },
    ];
  });
}
