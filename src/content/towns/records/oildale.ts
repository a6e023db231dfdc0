import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

export const record: TownRecordFile = {
  slug: 'oildale',
  kind: 'unincorporated',
  intro:
    'Oildale sits just north of the Kern River with the Kern River and Kern Front oil fields at its back, and many of its homes are small older houses still on their original wiring. It is unincorporated, so permits come from Kern County Public Works rather than the City of Bakersfield, even when the mailing address says Bakersfield, and PG&E handles interconnection.',
  electric: ownerToVerify({ utility: 'PG&E' }, src.pge),
  gas: ownerToVerify(
    { supplier: 'SoCalGas', note: 'Go by the name on your gas bill; we confirm it before planning any gas-to-electric change.' },
    src.socalgas,
  ),
  permit: read(
    {
      office: 'Kern County Public Works, Building Inspection',
      solarAppPlus: 'unknown',
      note: 'The County issues building permits for unincorporated Kern, Oildale included, and its list of work that needs a permit names new electrical service and rewiring. Whether it takes SolarAPP+ we have not confirmed.',
    },
    src.kernBuilding,
  ),
  elevationFeet: ownerToVerify(469, src.gnis),
  designNotes: [
    ownerToVerify(
      'Homes on the north and east edges back onto working oil fields, where pipelines, well sites and easements can limit where a ground mount or trench can go, so we check well records and call 811 before digging.',
      src.calgem,
    ),
    ownerToVerify(
      'Many Oildale houses are small older homes with original wiring and modest panels, so a load calculation and a look inside the panel come before any solar or charger design.',
      src.kernBuilding,
    ),
    ownerToVerify(
      'Valley-floor summers above 100°F cut panel output and age rooftop wiring, so conductors and conduit on the roof are rated and supported for the heat.',
      src.climateZones,
    ),
  ],
  outages: ownerToVerify(
    'Oildale is on the valley floor, generally outside the CPUC High Fire-Threat District, so planned shutoffs are less likely than in the hills to the east, though PG&E notes that lines crossing fire-threat areas can still affect customers outside them.',
    src.pgePsps,
  ),
  programs: [
    read(
      {
        name: 'Medical Baseline (PG&E)',
        note: 'More energy billed at the lowest residential rate for a household member who relies on life-support equipment or has a qualifying medical condition such as a compromised immune system.',
      },
      src.medicalBaseline,
    ),
  ],
  nearby: ['bakersfield', 'shafter', 'wasco'],
  faqs: [
    {
      question: 'Does Oildale get its permits from Bakersfield or from the County?',
      answer:
        'From Kern County. Oildale is unincorporated, so Kern County Public Works reviews the plans and sends the inspector, even though most addresses here read Bakersfield. We check the parcel before we apply so the permit goes to the right office.',
      source: src.kernBuilding,
    },
    {
      question: 'My house still has its original wiring. Can it take solar?',
      answer:
        'Often, yes, but we look first. Solar feeds power back through your main panel, so the panel, the service and any old or damaged wiring it connects to have to be safe and correctly rated. Sometimes that means a panel replacement before the solar goes on.',
    },
    {
      question: 'Is there help with PG&E bills for lower-income households in Oildale?',
      answer:
        'Yes. PG&E runs income-qualified programs such as CARE and FERA, and households that rely on medical equipment or need cooling for a health condition can apply for Medical Baseline. Our CARE page explains how these work alongside solar.',
      source: src.medicalBaseline,
    },
    {
      question: 'There is an oil lease behind my lot. Can I still put in a ground mount?',
      answer:
        'Maybe. Pipelines, well sites and recorded easements limit where we can dig, so we check state well records, the parcel map and utility markings before choosing a spot. A roof or carport array is often the simpler answer on a tight lot.',
      source: src.calgem,
    },
  ],
  modified: '2026-11-23',
};
