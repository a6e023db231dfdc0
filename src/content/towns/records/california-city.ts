import type { TownRecordFile } from '../types';
import { ownerToVerify, read, src } from '../sources';

const building = {
  url: 'https://www.californiacity-ca.gov/CC/index.php/building/permit-applications-forms/commercial-permits/fence-permits-application',
  title: 'City of California City: Building Department (permit applications)',
} as const;

export const record: TownRecordFile = {
  slug: 'california-city',
  kind: 'city',
  intro:
    'California City covers a huge stretch of high desert north of Edwards Air Force Base, with homes spread across wide lots and open land between neighborhoods. SCE provides the power, SoCalGas mains reach only part of the city, and the Building and Safety Division of the City Public Works Department issues permits.',
  electric: ownerToVerify({ utility: 'SCE' }, src.sce),
  gas: ownerToVerify(
    {
      supplier: 'SoCalGas',
      note: 'Gas mains reach only part of the city; many homes away from them use propane or are all-electric, which changes how we size panels and batteries.',
    },
    src.socalgas,
  ),
  permit: read(
    {
      office: 'City of California City Building and Safety Division (Public Works)',
      solarAppPlus: 'unknown',
      note: 'City building inspectors inspect during construction, and plans also go to the Planning Department for zoning review before building work starts. Whether the City takes SolarAPP+ we have not confirmed.',
    },
    building,
  ),
  elevationFeet: ownerToVerify(2405, src.gnis),
  designNotes: [
    ownerToVerify(
      'Wide lots make ground-mounted arrays practical, but long runs back to the house need larger conductors to hold down voltage drop, and trenches go through hard desert soil.',
      building,
    ),
    ownerToVerify(
      'Homes without a gas main often heat with propane or electric resistance, so a switch to a heat pump can be planned together with the solar and the panel size.',
      src.socalgas,
    ),
    ownerToVerify(
      'Afternoon wind and blowing sand are routine, so module clamps, wire management and conduit supports are secured against constant vibration and abrasion.',
      src.climateZones,
    ),
  ],
  outages: ownerToVerify(
    'California City is open desert, generally outside the CPUC High Fire-Threat District, so planned SCE shutoffs are uncommon; a battery here is mostly about evening rates and the occasional storm outage.',
    src.scePsps,
  ),
  programs: [
    read(
      {
        name: 'SCE Medical Baseline Allowance',
        note: 'Extra electricity at the lowest baseline rate for households that depend on powered medical equipment, with SCE trying to reach them directly before any shutoff.',
      },
      src.sceMedical,
    ),
  ],
  nearby: ['mojave', 'rosamond', 'tehachapi', 'ridgecrest'],
  faqs: [
    {
      question: 'My street has no gas line. Does that change the solar design?',
      answer:
        'Yes. An all-electric or propane home has different winter and summer loads, and if you plan to replace propane heat with a heat pump, the array and panel should be sized for it now. We look at your propane use as well as your SCE bill.',
      source: src.socalgas,
    },
    {
      question: 'Is a ground mount better than a roof mount on a big lot?',
      answer:
        'Often it is, because a ground mount can face due south at the best tilt and is easy to reach for washing. It costs more in trenching and wire than a roof mount, and it needs zoning setbacks, so we price both.',
    },
    {
      question: 'Does the City review zoning before it issues a solar permit?',
      answer:
        'For building work, yes: the City routes plans through the Planning Department for zoning review before construction. For a ground mount that mostly means setbacks from property lines. We include the site plan they need.',
      source: building,
    },
  ],
  modified: '2026-11-23',
};
