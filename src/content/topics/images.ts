import agrivoltaic from '@/assets/illustrations/agrivoltaic-rows.svg';
import battery from '@/assets/illustrations/battery-wall.svg';
import roofArray from '@/assets/illustrations/commercial-roof-array.svg';
import crew from '@/assets/illustrations/crew.svg';
import desert from '@/assets/illustrations/high-desert-solar.svg';
import mountain from '@/assets/illustrations/mountain-home-solar.svg';
import ev from '@/assets/illustrations/ev-charger-garage.svg';
import ranch from '@/assets/illustrations/hero-ranch-solar.svg';
import home from '@/assets/illustrations/home-energy.svg';
import panel from '@/assets/illustrations/main-panel.svg';
import pumpjack from '@/assets/illustrations/pumpjack-field.svg';
import van from '@/assets/illustrations/service-van.svg';
import bill from '@/assets/illustrations/utility-bill-meter.svg';
import valley from '@/assets/illustrations/valley-home-solar.svg';
import type { Terrain } from '@/shared/places/towns';
import type { ImageKey } from './types';

/** The illustrations the landing catalogue uses, with their intrinsic sizes. */
export const topicImages: Record<ImageKey, { src: string; width: number; height: number }> = {
  ranch: { src: ranch, width: 1200, height: 900 },
  home: { src: home, width: 800, height: 600 },
  'roof-array': { src: roofArray, width: 800, height: 600 },
  agrivoltaic: { src: agrivoltaic, width: 800, height: 600 },
  panel: { src: panel, width: 800, height: 600 },
  pumpjack: { src: pumpjack, width: 800, height: 600 },
  ev: { src: ev, width: 800, height: 600 },
  battery: { src: battery, width: 800, height: 600 },
  van: { src: van, width: 800, height: 600 },
  crew: { src: crew, width: 800, height: 600 },
  bill: { src: bill, width: 800, height: 600 },
  desert: { src: desert, width: 800, height: 600 },
};

/**
 * The land a section shows, per place: a page about a valley town never shows the desert. The
 * alt text names what is drawn. A place we do not know gets the valley, where most of Kern
 * County's homes are.
 */
export const landImages: Record<Terrain, { src: string; width: number; height: number; alt: string }> = {
  valley: {
    src: valley,
    width: 800,
    height: 600,
    alt: 'A single-story stucco home with a tile roof full of solar panels, in front of a citrus orchard on the flat valley floor under a hazy summer sun.',
  },
  desert: {
    src: desert,
    width: 800,
    height: 600,
    alt: 'A high-desert home with rooftop solar under a strong sun, with Joshua trees and wind turbines on the ridge behind it.',
  },
  mountain: {
    src: mountain,
    width: 800,
    height: 600,
    alt: 'A steep-roofed mountain home with solar panels and snow on its eaves, among pines and an oak, with wind turbines on a far ridge.',
  },
};
