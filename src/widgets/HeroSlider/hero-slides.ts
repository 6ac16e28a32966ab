import type { components } from '../../generated/api';

type HeaderTemplate = components['schemas']['HeaderTemplate'];

export interface HeroSlide {
  image: string;
  /** Resized copies of the image, when the server has them. */
  srcSet: string | null;
  textSlideInLeft: string;
  textSlideInUp: string;
  textSmall: string;
  textButton: string;
  urlButton: string;
  textColor: string;
}

const SLIDE_NUMBERS = [1, 2, 3] as const;

/** The template's slides 1 to 3, each kept only when it has an image (doc 3 §2.10). */
export function heroSlides(template: HeaderTemplate, imageUrl: (file: string) => string | null, srcSet: (file: string) => string | null = () => null): HeroSlide[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return SLIDE_NUMBERS.flatMap((n) => {
    const file = text(template[`image${n}`]);
    const image = imageUrl(file);
    if (!image) return [];
    return [
      {
        image,
        srcSet: srcSet(file),
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
