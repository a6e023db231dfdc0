import * as en from '@/content/topics/images';
import type { Terrain } from '@/shared/places/towns';

/**
 * The land a section shows, per place, with Spanish alt text; the pictures and their sizes are
 * the English ones. `topicImages` holds no text (its alt texts live in the topic copy), so it
 * has no twin: use the English map.
 */
export const landImages: Record<Terrain, { src: string; width: number; height: number; alt: string }> = {
  valley: {
    ...en.landImages.valley,
    alt: 'Una casa de un piso, de estuco y con techo de teja lleno de paneles solares, frente a una huerta de cítricos en el valle plano, bajo un sol de verano brumoso.',
  },
  desert: {
    ...en.landImages.desert,
    alt: 'Una casa del desierto alto con paneles solares en el techo bajo un sol fuerte, con árboles de Josué (Joshua trees) y turbinas de viento en la loma de atrás.',
  },
  mountain: {
    ...en.landImages.mountain,
    alt: 'Una casa de montaña de techo inclinado con paneles solares y nieve en los aleros, entre pinos y un roble, con turbinas de viento en una loma lejana.',
  },
};
