import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

const buildingPermits = { url: 'https://www.shafter.com/54/Building-Permits', title: 'City of Shafter: Building permits' } as const;

export const record: TownRecordFile = {
  slug: 'shafter',
  kind: 'city',
  intro:
    'Shafter mixes new subdivisions with farmland and the warehouses and distribution centers around its industrial park. PG&E serves the city, and the City Building Department on Pacific Avenue, which lists solar installations among the work that needs a permit, reviews the plans.',
  electric: ownerToVerify({ utility: 'PG&E' }, src.pge),
  gas: ownerToVerify(
    { supplier: 'SoCalGas', note: 'Go by the name on your gas bill; some newer homes are built all-electric.' },
    src.socalgas,
  ),
  permit: read(
    {
      office: 'City of Shafter Building Department',
      solarAppPlus: 'unknown',
      note: 'Solar installations are on the City list of work that needs a permit. The City takes emailed applications only for a short list of simple residential jobs, and solar is not on it. Whether the City takes SolarAPP+ we have not confirmed.',
    },
    buildingPermits,
  ),
  elevationFeet: ownerToVerify(348, src.gnis),
  designNotes: [
    ownerToVerify(
      'Many newer Shafter homes came with solar from the builder, because the state energy code requires it on most new houses, so adding panels or a battery starts with the existing inverter, its owner and its interconnection agreement.',
      src.climateZones,
    ),
    ownerToVerify(
      'Work that needs Kern County Fire Department approval, which can include commercial arrays and larger batteries, waits on that approval, so warehouse and farm-shop roofs are laid out with fire access in mind from the start.',
      buildingPermits,
    ),
    ownerToVerify(
      'Farm parcels around town run pumps and shops on separate PG&E agricultural accounts, and a ground mount out in the field needs a long feeder back to the right meter.',
      src.pge,
    ),
  ],
  outages: ownerToVerify(
    'Shafter is on the valley floor, generally outside the CPUC High Fire-Threat District, so planned shutoffs are uncommon; backup here is mostly about summer heat-wave outages and evening rates.',
    src.pgePsps,
  ),
  programs: [
    read(
      {
        name: 'Medical Baseline (PG&E)',
        note: 'Extra energy at the lowest residential rate for a household that relies on life-support equipment, such as a respirator or dialysis machine, or has another qualifying condition.',
      },
      src.medicalBaseline,
    ),
  ],
  nearby: ['wasco', 'oildale', 'bakersfield', 'delano'],
  faqs: [
    {
      question: 'Can I apply for a solar permit in Shafter by email?',
      answer:
        'Not for solar, when we last checked. The City accepts emailed residential applications only for a short list of simple jobs such as service upgrades, HVAC and water heaters. Solar goes through the regular submittal, which we prepare and file for you.',
      source: buildingPermits,
    },
    {
      question: 'My new house came with solar. Can I add a battery?',
      answer:
        'Usually, yes. First we find out who owns the existing system, what inverter it uses and what its interconnection agreement allows, because a battery changes the system PG&E approved. Then we size the battery for the circuits you want to keep running.',
    },
    {
      question: 'Does a warehouse or farm-shop roof need extra review?',
      answer:
        'Often it does. Commercial solar and larger batteries can need Kern County Fire Department approval as part of the permit, and big low-slope roofs need a structural check. We plan fire-access pathways and roof loads before the layout is final.',
      source: buildingPermits,
    },
    {
      question: 'Can I add an EV charger without upgrading my panel?',
      answer:
        'Often. Many Shafter homes have room for a 240-volt circuit, and where they do not, a load-management device can share capacity with the air conditioner or dryer. We do a load calculation first, so the answer rests on your panel rather than a guess.',
    },
  ],
  modified: '2026-11-23',
};
