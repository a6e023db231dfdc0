import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

const building = { url: 'https://liveuptehachapi.com/328/Building-Department', title: 'City of Tehachapi: Building Department' } as const;

export const record: TownRecordFile = {
  slug: 'tehachapi',
  kind: 'city',
  intro:
    'Tehachapi sits near 4,000 feet in the Tehachapi Mountains, where the pass wind that turns the local wind farms blows across every roof and winter brings snow. SCE serves the city, and the City Building Department reviews plans, with the Kern County Fire Department signing off wherever fire approval applies.',
  electric: ownerToVerify({ utility: 'SCE' }, src.sce),
  gas: ownerToVerify(
    { supplier: 'SoCalGas', note: 'Homes in town are generally on natural gas; outlying ranches and some hill communities use propane.' },
    src.socalgas,
  ),
  permit: read(
    {
      office: 'City of Tehachapi Building Department',
      solarAppPlus: 'unknown',
      note: 'Plans are reviewed by City staff or the City consultant plan-review firm, and permits that need fire approval wait for the Kern County Fire Department, the City contract fire service. Whether the City takes SolarAPP+ we have not confirmed.',
    },
    building,
  ),
  elevationFeet: ownerToVerify(3970, src.gnis),
  designNotes: [
    ownerToVerify(
      'Wind through the Tehachapi Pass is steady enough to support one of the major wind-energy areas in the state, so racking, roof attachments and module clamps are engineered to the design wind speed the City requires, not a valley default.',
      building,
    ),
    ownerToVerify(
      'Winter snow adds load to the roof and slides off glass panels in sheets, so we check rafters for the snow load and keep arrays from shedding onto doors, walkways and the meter.',
      building,
    ),
    ownerToVerify(
      'SCE has shut off circuits around Tehachapi during past high-wind fire weather, so batteries here are sized to carry essential loads for a day or more, not just through a short outage.',
      src.scePsps,
    ),
  ],
  outages: ownerToVerify(
    'Tehachapi and nearby mountain communities such as Bear Valley Springs and Stallion Springs have been included in past SCE Public Safety Power Shutoffs; SCE posts the circuits under consideration on its PSPS page during an event.',
    src.scePsps,
  ),
  programs: [
    read(
      {
        name: 'SCE Critical Care Backup Battery',
        note: 'A free portable backup battery with a solar charging kit for Medical Baseline customers in high fire risk areas who rely on electrically powered medical equipment.',
      },
      src.sceBackupBattery,
    ),
    read(
      {
        name: 'SCE Medical Baseline Allowance',
        note: 'Extra electricity each day at the lowest baseline rate for households that rely on powered medical equipment, with SCE trying to reach the household directly before a shutoff.',
      },
      src.sceMedical,
    ),
  ],
  nearby: ['mojave', 'rosamond', 'california-city', 'bakersfield'],
  faqs: [
    {
      question: 'Will snow or wind damage panels on my roof?',
      answer:
        'Not when the system is designed for them. Modules carry tested snow and wind ratings, and we attach the racking to rafters checked for the loads the City sets. What needs planning is where snow slides off, so we keep arrays from dumping onto doors and walkways.',
      source: building,
    },
    {
      question: 'How long can a battery keep my house running during an SCE shutoff?',
      answer:
        'It depends on the battery size and what you run. A typical home battery can carry the refrigerator, lights, internet and a furnace fan for a day or more if the heavy loads stay off, and solar can recharge it on sunny days. We size it from your own usage rather than a rule of thumb.',
    },
    {
      question: 'Does the fire department have to approve my home battery?',
      answer:
        'Sometimes. The City holds any permit that needs fire approval until the Kern County Fire Department signs off, and battery installations can fall under fire-code review depending on size and location. We find out at plan review and handle that submittal too.',
      source: building,
    },
    {
      question: 'Who approves my solar, the City or SCE?',
      answer:
        'Both, one after the other. The City issues the building permit and inspects the work; SCE then approves the interconnection and grants permission to operate. We file both.',
      source: src.sce,
    },
  ],
  modified: '2026-11-23',
};
