import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

export const record: TownRecordFile = {
  slug: 'lake-isabella',
  kind: 'unincorporated',
  intro:
    'Lake Isabella sits at about 2,500 feet on the southwest shore of the reservoir in the Kern River Valley, where summers are hot, the dry hills are fire country and snow falls on the higher ground around the lake. SCE serves the valley, Kern County Public Works issues permits, and many homes heat with propane or electricity rather than natural gas.',
  electric: ownerToVerify({ utility: 'SCE' }, src.sce),
  gas: ownerToVerify(
    {
      supplier: 'propane or electric only',
      note: 'Many Kern River Valley homes use propane or all-electric heat; if you do get a gas bill, go by it.',
    },
    src.socalgas,
  ),
  permit: read(
    {
      office: 'Kern County Public Works, Building Inspection',
      solarAppPlus: 'unknown',
      note: 'The Kern River Valley communities are unincorporated, so the County issues building permits, including for new electrical service. Whether it takes SolarAPP+ we have not confirmed.',
    },
    src.kernBuilding,
  ),
  elevationFeet: ownerToVerify(2513, src.gnis),
  designNotes: [
    ownerToVerify(
      'The dry hills around the valley are mapped as high fire-threat terrain, so we keep fire-code clearances around equipment, run exposed wiring in metal conduit and plan batteries for shutoffs that can last more than a day.',
      src.fireThreatMap,
    ),
    ownerToVerify(
      'Homes up the grades toward Alta Sierra and the higher ridges get snow that the lakeshore usually does not, so snow load is checked for each site rather than for the valley as a whole.',
      src.kernBuilding,
    ),
    ownerToVerify(
      'Many homes here are manufactured homes whose roofs were not built to carry panels, so ground mounts or carport arrays are often the better answer.',
      src.kernBuilding,
    ),
  ],
  outages: ownerToVerify(
    'SCE has included Lake Isabella and other Kern River Valley communities in areas considered for past Public Safety Power Shutoffs, and the lines that serve the valley cross high fire-threat terrain.',
    src.scePsps,
  ),
  programs: [
    read(
      {
        name: 'SCE Critical Care Backup Battery',
        note: 'A free portable backup battery and solar panel kit for Medical Baseline customers in high fire risk areas who rely on electrically powered medical devices.',
      },
      src.sceBackupBattery,
    ),
    read(
      {
        name: 'SCE Medical Baseline Allowance',
        note: 'Extra electricity every day at the lowest baseline rate for a household that relies on powered medical equipment, and SCE outreach to that household before a shutoff.',
      },
      src.sceMedical,
    ),
  ],
  nearby: ['oildale', 'bakersfield', 'ridgecrest'],
  faqs: [
    {
      question: 'How often does SCE shut off power in the Kern River Valley?',
      answer:
        'There is no set schedule: shutoffs follow fire weather, mainly dry, windy days, and some years bring none. SCE notifies customers ahead of time when it can and lists the circuits under consideration on its PSPS page. If you cannot go without power, plan backup rather than count on a quiet year.',
      source: src.scePsps,
    },
    {
      question: 'I have a manufactured home. Can it take solar?',
      answer:
        'Usually, but rarely on its own roof. Most manufactured-home roofs are not framed for panels, so we look at a ground mount, a carport or a shade structure instead. Homes in a park may also need the park and a different permitting office involved, which we sort out first.',
    },
    {
      question: 'Can a battery keep my well pump running during an outage?',
      answer:
        'Often, if the battery and inverter can handle the pump starting surge. Well pumps draw a large current for a moment when they start, so we check the pump size and may add a soft starter. We put the pump on the backed-up circuits only when the system can carry it.',
    },
    {
      question: 'Is there help with SCE bills in the valley?',
      answer:
        'Yes. SCE runs income-qualified programs such as CARE and FERA, and Medical Baseline helps households that rely on powered medical equipment. Our CARE page explains how enrollment works with solar.',
      source: src.sceMedical,
    },
  ],
  modified: '2026-11-23',
};
