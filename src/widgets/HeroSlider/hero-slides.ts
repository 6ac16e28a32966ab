import type { components } from '../../generated/api';
import { contrastRatio, parseColor, WHITE } from '../../domain/contrast';

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
  /** The text's panel: light text on a dark panel, or dark text on a light one, as the slide's textColor asks. */
  textTone: 'light' | 'dark';
}

const SLIDE_NUMBERS = [1, 2, 3] as const;

/** The template's slides 1 to 3, each kept only when it has an image (doc 3 §2.10). */
export function heroSlides(template: HeaderTemplate, imageUrl: (file: string) => string | null, srcSet: (file: string) => string | null = () => null): HeroSlide[] {
  const text = (value: string | null | undefined) => value ?? '';
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
        textTone: heroTextTone(text(template[`textColor${n}`])),
      },
    ];
  });
}

const INK = [17, 24, 39] as const;

/**
 * Whether a slide's text is light (on the dark panel, the default) or dark (on a light panel). The
 * template's textColor picks the side; its exact shade is not applied (no inline style), so the text
 * always keeps AA contrast on its panel whatever colour the club typed.
 */
export function heroTextTone(textColor: string): 'light' | 'dark' {
  const color = parseColor(textColor);
  if (!color) return 'light';
  return contrastRatio(color, WHITE) >= contrastRatio(color, INK) ? 'dark' : 'light';
}
