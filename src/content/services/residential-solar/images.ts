import batteryWallImage from '@/assets/illustrations/battery-wall.svg';
import crewImage from '@/assets/illustrations/crew.svg';
import evChargerImage from '@/assets/illustrations/ev-charger-garage.svg';
import ranchSolarImage from '@/assets/illustrations/hero-ranch-solar.svg';
import homeEnergyImage from '@/assets/illustrations/home-energy.svg';
import mainPanelImage from '@/assets/illustrations/main-panel.svg';
import designPlanImage from '@/assets/illustrations/residential-design-plan.svg';
import outageImage from '@/assets/illustrations/residential-outage.svg';
import wholeHomeImage from '@/assets/illustrations/residential-whole-home.svg';
import vanImage from '@/assets/illustrations/service-van.svg';
import type { Illustration } from '@/content/types';

/**
 * The illustrations of the residential pages, each with the alt text that describes it. Pages
 * use them by name, so an owner swapping a drawing for a photo changes one line here.
 */
const wide = (src: string, alt: string): Illustration => ({ src, alt, width: 800, height: 600 });

export const residentialImages = {
  ranchSolar: {
    src: ranchSolarImage,
    alt: 'A single-story Valley ranch house with solar panels across the roof and two battery units on the front wall, under a low afternoon sun.',
    width: 1200,
    height: 900,
  },
  homeEnergy: wide(
    homeEnergyImage,
    'A house roof covered in two rows of dark-framed solar panels, with the afternoon sun behind the gable.',
  ),
  designPlan: wide(
    designPlanImage,
    "A site plan on grid paper showing a roof from above with panels laid out on its south and west faces, a tree's shade and the sun's path, next to a checklist and a tablet with a monthly usage chart.",
  ),
  mainPanel: wide(
    mainPanelImage,
    'An open main service panel with two columns of breakers, the utility meter beside it and conduit running up the outside wall.',
  ),
  evCharger: wide(
    evChargerImage,
    'A blue electric car charging in an open garage from a wall-mounted Level 2 charger, with solar panels on the garage roof.',
  ),
  batteryWall: wide(batteryWallImage, 'Two wall-mounted home battery units and a backup gateway connected by conduit inside a garage.'),
  wholeHome: wide(
    wholeHomeImage,
    'Energy flowing from the sun to rooftop panels, into an inverter and a home battery on the wall, to an electric car charging in the driveway, and out to the utility pole.',
  ),
  outage: wide(
    outageImage,
    'A street at night during a power outage: the neighboring houses are dark while one house with solar panels and a wall battery keeps its lights on.',
  ),
  crew: wide(crewImage, 'Three electricians in hard hats and high-visibility vests in front of a solar array, one holding a tablet.'),
  van: wide(vanImage, 'A white service van with an amber stripe and a ladder on the roof, parked outside a home with solar panels.'),
} satisfies Record<string, Illustration>;
