import agrivoltaicRows from '@/assets/illustrations/agrivoltaic-rows.svg';
import crew from '@/assets/illustrations/crew.svg';
import wellPump from '@/assets/illustrations/field-well-pump.svg';
import mainPanel from '@/assets/illustrations/main-panel.svg';
import pumpjackField from '@/assets/illustrations/pumpjack-field.svg';
import serviceVan from '@/assets/illustrations/service-van.svg';
import batteryWall from '@/assets/illustrations/battery-wall.svg';
import type { Illustration } from '@/content/types';

/** The illustrations of the oil and gas, agriculture and general electric pages, each described once. */
const art = (src: string, alt: string): Illustration => ({ src, alt, width: 800, height: 600 });

export const fieldArt = {
  pumpjack: art(
    pumpjackField,
    'A pumpjack on a dry oil lease under a low sun, fed by an overhead line to a wooden pole with a transformer and a field disconnect.',
  ),
  agrivoltaic: art(
    agrivoltaicRows,
    'Raised rows of solar panels above green crop rows, with a drip line in front and a small pump house with an electrical panel.',
  ),
  wellPump: art(
    wellPump,
    'An agricultural well pump motor on a concrete pad, wired to a pump control panel on a steel rack, with a discharge pipe to an irrigation canal, orchard rows and a ground-mounted solar array behind.',
  ),
  mainPanel: art(
    mainPanel,
    'An open electrical panel with two rows of breakers, a utility meter beside it and conduit running up the wall.',
  ),
  serviceVan: art(
    serviceVan,
    'A white service van with an amber stripe and a ladder on the roof, parked outside a house with solar panels.',
  ),
  crew: art(crew, 'Three electricians in hard hats and high-visibility vests in front of a solar array, one holding a tablet.'),
  batteryWall: art(batteryWall, 'Two battery cabinets mounted on a wall with conduit running to a gateway unit.'),
} as const;
