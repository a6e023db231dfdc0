import type { FaqGroup } from './types';
import { charging, milesPerHour } from '@/content/facts/charging';

/**
 * The FAQ page (docs/behaviour.md#faq-accordion): three groups, answered the way our estimators and
 * electricians answer them on the phone. Numbers follow the claims of docs/behaviour.md#company-and-claims.
 */
export const faqGroups: readonly FaqGroup[] = [
  {
    title: 'Solar Energy',
    items: [
      {
        question: 'How much can solar really save me in Kern County?',
        answer:
          'It depends on how much of your power you use while the sun is up, your rate plan, your roof and whether you add a battery. We size every system from your last 12 months of PG&E or SCE usage, so the estimate you get is based on your own meter, not an average house.',
      },
      {
        question: 'What changed with NEM 3.0, and is solar still worth it?',
        answer:
          'Since April 2023, new PG&E and SCE solar customers are on the Net Billing Tariff, usually called NEM 3.0. Power you send back to the grid now earns far less than the price you pay for power you take, especially on summer afternoons. Solar still pays off, but the design has changed: we size systems to cover what you use rather than to export, and we often pair them with a battery that stores midday power for the expensive evening hours.',
      },
      {
        question: 'Do I need a battery with my solar system?',
        answer:
          'Not always, but under NEM 3.0 a battery is often what makes the numbers work. It shifts your solar power into the 4-9 pm peak, keeps your lights, fridge and well pump running in an outage, and may qualify for an SGIP rebate, the incentive that is left for home batteries now that the federal credit has ended. If your usage is mostly daytime or you are on an older NEM 2.0 agreement, we may tell you to skip it, and we put that in writing.',
      },
      {
        question: 'Will my solar panels work during a power outage?',
        answer:
          'Not on their own. For the safety of line crews, a grid-tied system shuts off when the grid goes down, even on a sunny day. With a battery and a backup gateway, your home disconnects from the grid automatically, and the panels keep recharging the battery during the day, so you can ride out multi-day outages and public safety power shutoffs.',
      },
      {
        question: 'How long do solar panels last in Valley heat?',
        answer:
          'The panels we install carry a 25-year warranty and lose only about 0.5% of their output per year, so after 25 years they still make close to 88% of what they did on day one. Heat lowers output a little on 105-degree afternoons, which we account for in the design by leaving an air gap under the panels and using heat-tolerant modules. Long summer days still make June and July your best months.',
      },
      {
        question: 'What is a true-up bill and how do I avoid a surprise?',
        answer:
          'With solar, PG&E and SCE settle your energy charges once a year, at your true-up. During the year you pay small monthly fees, and the balance of what you used and what you exported comes due in one bill. Surprises happen when usage grows, for example after adding an EV or a pool pump. Watch your monthly statement, pay toward the balance as you go, and call us if it keeps climbing: adding panels or a battery is often cheaper than the bill.',
      },
    ],
  },
  {
    title: 'Electrical Services',
    items: [
      {
        question: 'Do I need a main panel upgrade for solar, a battery or an EV charger?',
        answer:
          'Many older Bakersfield homes have a 100-amp panel or a 200-amp panel with a small busbar that cannot take a large solar breaker. We do a load calculation at the site visit. Sometimes a main breaker derate, a supply-side connection or a smart load controller avoids the upgrade; when a new 200-amp panel is the right answer, we coordinate the shutoff and re-connection with PG&E or SCE and handle the permit.',
      },
      {
        question: 'How fast can you respond to an electrical emergency?',
        answer:
          'Our emergency line is answered 24/7, and the on-call electrician drives out from Bakersfield; the dispatcher tells you how long the drive to you will take. Emergencies include a burning smell or scorched outlet, a panel that is hot or buzzing, sparking, water near electrical equipment, or total loss of power at a farm pump or business while the utility reports no outage. If you see fire or smoke, call 911 first.',
      },
      {
        question: 'Do you pull permits and handle inspections?',
        answer:
          'Yes, on every job that needs one. We file with the City of Bakersfield, Kern County or the city your property is in, meet the inspector on site, and make sure the work meets the current California Electrical Code and Title 24 energy rules. Unpermitted electrical work can void insurance and stall a home sale, so we do not skip this step.',
      },
      {
        question: 'Can you install a Level 2 EV charger in my garage?',
        answer: `Yes. A Level 2 charger needs a dedicated 240-volt circuit, usually 40 to 60 amps, and adds about ${milesPerHour(charging.level2on40)} miles of range per hour of charging on a 40-amp circuit, up to about ${charging.level2on60.value.high} on 60 amps if the car accepts it. We check your panel capacity first, install the charger and circuit with a permit, and can set up charging to run in off-peak hours on a time-of-use rate, which matters most for solar customers under NEM 3.0.`,
      },
      {
        question: 'Do you work on farms, oilfield sites and commercial buildings?',
        answer:
          'Yes. Beyond homes, our crews wire irrigation pumps and variable-frequency drives, three-phase services, shops and cold storage across the Valley; do new construction, tenant improvements and remodels for businesses; and service oilfield leases in Kern County with crews trained for the safety rules those sites require. Commercial and agricultural customers get a free job walk and a written scope before work starts.',
      },
    ],
  },
  {
    title: 'Installation & Maintenance',
    items: [
      {
        question: 'How long does installation take?',
        answer:
          "The installation itself takes 1-3 days for most homes. The whole process, from signed agreement to the day you can turn the system on, typically takes 2-3 months: about two weeks for final design and engineering, two to six weeks for the building permit and inspection, and then the utility's permission to operate. We track every step and tell you where it stands.",
      },
      {
        question: 'Will installing solar damage my roof?',
        answer:
          'No, when it is done right. Every roof attachment is flashed and sealed, we replace cracked tiles on tile roofs rather than leaving them, and we photograph each penetration before the panels cover it. If your roof has less than about 10 years of life left, we will tell you before you sign, because removing and reinstalling panels later costs more than replacing the roof first.',
      },
      {
        question: 'Do I need to clean my panels?',
        answer:
          'In the Valley, usually yes, once or twice a year. Dust from fields, harvest season and dry summers can cut output by several percent, more near orchards and unpaved roads. Rinse with a garden hose early in the morning while the glass is cool, and never use a pressure washer or climb a steep roof yourself. We can add a cleaning to a maintenance visit.',
      },
      {
        question: 'What maintenance does a solar and battery system need?',
        answer:
          'Very little. Keep the monitoring online so faults show up quickly, keep vents on the inverter and battery clear of boxes and dust, and look over the system once a year. Every few years we recommend an inspection of connections, conduit and roof attachments, particularly after high winds. Most inverters and batteries carry their own multi-year warranties, and we handle the claims for our customers.',
      },
      {
        question: 'What happens if my monitoring app stops updating?',
        answer:
          'Your panels are almost certainly still producing; the gateway has usually lost its Wi-Fi after a router or password change. Our Wi-Fi Reconnection Guide on the blog walks you through reconnecting it in about 15 minutes. If the app shows zero production on a sunny day or an error code, call us instead.',
      },
    ],
  },
];
