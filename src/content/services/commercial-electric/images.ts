import carportArray from '@/assets/illustrations/commercial-carport-array.svg';
import constructionSite from '@/assets/illustrations/commercial-construction-site.svg';
import roofArray from '@/assets/illustrations/commercial-roof-array.svg';
import batteryWall from '@/assets/illustrations/battery-wall.svg';
import crew from '@/assets/illustrations/crew.svg';
import mainPanel from '@/assets/illustrations/main-panel.svg';
import serviceVan from '@/assets/illustrations/service-van.svg';
import type { Illustration } from '@/content/types';

/** The illustrations of the commercial pages, each described once so every use has the same alt text. */
const art = (src: string, alt: string): Illustration => ({ src, alt, width: 800, height: 600 });

export const commercialArt = {
  roofArray: art(
    roofArray,
    'A flat commercial roof covered in rows of blue solar panels, with rooftop HVAC units and an electrical room at ground level.',
  ),
  constructionSite: art(
    constructionSite,
    'A two-story steel building frame under construction with conduit risers, a temporary power pole, a scissor lift and a tower crane lifting solar panels.',
  ),
  carportArray: art(
    carportArray,
    'A solar carport canopy over a parking lot, shading two cars, with an EV charger wired down one of its steel columns.',
  ),
  mainPanel: art(
    mainPanel,
    'An open electrical panel with two rows of breakers, a utility meter beside it and conduit running up the wall.',
  ),
  crew: art(
    crew,
    'Three electricians in hard hats and high-visibility vests in front of a solar array, one holding a tablet with a project plan.',
  ),
  batteryWall: art(batteryWall, 'Two battery cabinets mounted on a wall with conduit running to a gateway unit.'),
  serviceVan: art(
    serviceVan,
    'A white service van with an amber stripe and a ladder on the roof, parked outside a building with solar panels.',
  ),
} as const;
