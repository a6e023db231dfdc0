import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

export const record: TownRecordFile = {
  slug: 'rosamond',
  kind: 'unincorporated',
  intro:
    'Rosamond is a growing unincorporated community at the south edge of Kern County, with newer tract homes west of Highway 14 and many households commuting to Edwards Air Force Base, Lancaster or Palmdale. SCE serves it, and Kern County Public Works, not Los Angeles County just to the south, issues the permits.',
  electric: ownerToVerify({ utility: 'SCE' }, src.sce),
  gas: ownerToVerify({ supplier: 'SoCalGas', note: 'Go by the name on your gas bill; some outlying parcels use propane.' }, src.socalgas),
  permit: read(
    {
      office: 'Kern County Public Works, Building Inspection',
      solarAppPlus: 'unknown',
      note: 'Rosamond is unincorporated Kern, so the County issues building permits here; its list of work that needs a permit includes new electrical service. Whether it takes SolarAPP+ we have not confirmed.',
    },
    src.kernBuilding,
  ),
  elevationFeet: ownerToVerify(2517, src.gnis),
  designNotes: [
    ownerToVerify(
      'Many newer tract homes came with builder-installed solar, some of it leased or on a power purchase agreement, so adding panels or a battery starts with who owns the existing system and what its contract allows.',
      src.kernBuilding,
    ),
    ownerToVerify(
      'West winds across the Antelope Valley are strong and frequent, especially in spring, so racking is attached into framing and panel rows are kept back from roof edges.',
      src.kernBuilding,
    ),
    ownerToVerify(
      'Long commutes make home EV charging a common request, and a 240-volt charger circuit often fits beside solar when the panel has room, which a load calculation confirms.',
      src.sce,
    ),
  ],
  outages: ownerToVerify(
    'Rosamond sits on open desert, generally outside the CPUC High Fire-Threat District, so planned SCE shutoffs are less likely here than in the foothills to the west and south; check SCE notices during fire weather.',
    src.scePsps,
  ),
  programs: [
    read(
      {
        name: 'SCE Medical Baseline Allowance',
        note: 'Extra daily electricity at the lowest baseline rate for households that rely on powered medical equipment, and direct outreach from SCE before a shutoff.',
      },
      src.sceMedical,
    ),
  ],
  nearby: ['mojave', 'california-city', 'tehachapi'],
  faqs: [
    {
      question: 'My tract home came with leased solar. Can I add a battery?',
      answer:
        'Often, but the lease decides how. The leasing company owns the panels and inverter, so a battery either goes through them or is added in a way their contract allows. Bring us the agreement and we will check what is possible before quoting.',
    },
    {
      question: 'I commute to Edwards or Lancaster. What size EV charger do I need?',
      answer:
        'Usually less than people expect. A daily round trip of that length is typically refilled overnight by a 32 or 40 amp Level 2 charger, and a smaller circuit can work if your panel is tight. We size it to your panel and your car.',
    },
    {
      question: 'Is Rosamond permitted by Kern County or Los Angeles County?',
      answer:
        'Kern County. The county line is south of town, and Rosamond addresses are unincorporated Kern, so Kern County Public Works reviews the plans and inspects. We confirm the parcel before applying.',
      source: src.kernBuilding,
    },
    {
      question: 'Does the wind change where panels go on my roof?',
      answer:
        'It can. Corners and edges see the strongest uplift, so we keep panels back from them and attach into framing. On some roofs that means a slightly smaller array in exchange for a sturdier one.',
    },
  ],
  modified: '2026-11-23',
};
