/**
 * Blog posts (spec section 2 "Blog"): the summary fields come from blog.meta (one source for
 * title, date and read time); the body is structured data that one article component renders.
 */
import taxImage from '@/assets/illustrations/blog-tax-credits.svg';
import wifiImage from '@/assets/illustrations/blog-wifi-gateway.svg';
import { blogSummaries, type BlogId, type BlogSummary } from './pages/resources/blog.meta';
import type { Action, Illustration } from './types';

export type ArticleNode =
  | { kind: 'p'; text: string }
  | { kind: 'h2'; text: string }
  | { kind: 'h3'; text: string }
  | { kind: 'ul'; items: readonly string[] }
  | { kind: 'ol'; items: readonly string[] }
  /** A highlighted aside: a safety warning, a caveat or a next step. */
  | { kind: 'callout'; tone: 'info' | 'warning'; title: string; text: string; action?: Action };

export interface BlogPost extends BlogSummary {
  image: Illustration;
  body: readonly ArticleNode[];
}

const wifiReconnects: BlogPost = {
  ...blogSummaries['wifi-reconnects'],
  image: {
    src: wifiImage,
    alt: 'A solar monitoring gateway mounted on a garage wall beside the main panel, with Wi-Fi signal arcs reaching a home router on a shelf.',
    width: 800,
    height: 600,
  },
  body: [
    {
      kind: 'p',
      text: 'Every week we get the same call: "My solar app stopped updating. Is my system broken?" Nine times out of ten the system is fine. The household got a new router, switched internet providers or changed the Wi-Fi password, and the small computer that reports your production lost its connection.',
    },
    {
      kind: 'p',
      text: "This guide walks you through reconnecting it yourself. It works for most inverter and battery systems we install and service in Kern County, because nearly all of them follow the same pattern: a gateway that joins your home network, and a maker's app that tells it which network to join.",
    },
    { kind: 'h2', text: 'First, the good news: your panels are still working' },
    {
      kind: 'p',
      text: 'A grid-tied solar system does not need the internet to make power. The inverter keeps converting sunlight and your meter keeps counting it, Wi-Fi or not. What you lose is visibility: the app, the daily production emails and our ability to spot a fault remotely.',
    },
    {
      kind: 'p',
      text: 'Most gateways also store several days of readings on board and upload them once they are back online, so a short outage usually leaves no gap in your history. Still, do not leave it for months. Under NEM 3.0, a panel string that quietly stops producing in June costs you the most valuable export credits of the year, and you only find out at true-up.',
    },
    {
      kind: 'callout',
      tone: 'info',
      title: 'Batteries are the exception worth knowing',
      text: 'A home battery keeps running its last saved schedule without internet, and it still backs up your home in an outage. But it cannot receive updated rate schedules, storm-watch alerts or firmware fixes until it is back online. If you have a battery, reconnect it the same day.',
    },
    { kind: 'h2', text: 'What you need before you start' },
    {
      kind: 'ul',
      items: [
        'Your new Wi-Fi network name and password, typed exactly (capital letters and symbols matter).',
        "A phone with the maker's monitoring or installer app, logged in to your account.",
        'Fifteen minutes standing near the gateway, not in the back bedroom.',
        'The label on the gateway or inside its cover: serial number and, on many models, a setup network name and password.',
      ],
    },
    { kind: 'h2', text: 'Step 1: Find your gateway' },
    {
      kind: 'p',
      text: 'The device that talks to Wi-Fi is not always the inverter. On the systems we see around Bakersfield it is usually one of three things:',
    },
    {
      kind: 'ul',
      items: [
        'A communications box or gateway near your main electrical panel, often on the garage wall or the outside wall by the meter.',
        'The inverter itself, when it has a built-in Wi-Fi card. Look for a small antenna or a status light marked with a Wi-Fi symbol.',
        'A battery gateway or controller, for example the gateway that comes with a Tesla Powerwall 3 system or the controller of an Enphase IQ Battery 5P or FranklinWH aPower system.',
      ],
    },
    {
      kind: 'p',
      text: 'Write down the model and serial number. If you are not sure which box it is, your installation packet or our handover sheet names it, and our office can tell you over the phone.',
    },
    { kind: 'h2', text: 'Step 2: Check your router before you touch the gateway' },
    { kind: 'p', text: 'Most reconnection failures are router settings, not the solar equipment. Check these three things first:' },
    {
      kind: 'ol',
      items: [
        'Make sure a 2.4 GHz network exists. Many gateways cannot see 5 GHz networks at all. Newer routers and mesh systems often merge both bands under one name; that usually works, but if the gateway cannot find your network, turn on a separate 2.4 GHz network in the router app for the setup.',
        'Use WPA2 or WPA2/WPA3 mixed security. Some gateways cannot join a network set to WPA3 only.',
        'Do not use a guest network or a network with a sign-in page. Guest networks often block devices from reaching each other, and gateways cannot click through a login screen.',
      ],
    },
    { kind: 'h2', text: 'Step 3: Put the gateway in setup mode' },
    {
      kind: 'p',
      text: 'Almost every modern gateway opens a temporary Wi-Fi network of its own so your phone can talk to it directly. Depending on the model you start this by tapping a setup or "AP" button on the gateway, by choosing "Connect to Wi-Fi" or "Network settings" in the app, or by briefly cycling power to the gateway. The status light usually changes color or starts blinking when setup mode is on, and it often stays on for 15 to 30 minutes.',
    },
    {
      kind: 'callout',
      tone: 'warning',
      title: 'Stay out of the panel',
      text: 'Never open the main panel, the inverter cover or a battery enclosure to reach a button or a breaker. If the app asks you to restart the gateway and the only way is a breaker inside a closed panel, call us. Only switch a breaker that is on the outside of the panel and clearly labelled for the gateway or the solar system.',
    },
    { kind: 'h2', text: 'Step 4: Connect your phone and choose your network' },
    {
      kind: 'ol',
      items: [
        "On your phone, open Wi-Fi settings and join the gateway's setup network. Its name usually includes the maker or part of the serial number; the password is on the label.",
        "Go back to the maker's app and follow its network step. It lists the networks the gateway can see.",
        'Pick your home network, enter the password carefully and confirm.',
        'Wait. The gateway may take two or three minutes to join, and your phone may drop back to your home network on its own.',
      ],
    },
    {
      kind: 'p',
      text: 'If your network is not in the list, the gateway cannot hear it. Check that 2.4 GHz is on, then move on to the signal section below.',
    },
    { kind: 'h2', text: 'Step 5: Or skip Wi-Fi and use a cable' },
    {
      kind: 'p',
      text: "Many gateways have an Ethernet port, and a cable is the most reliable connection you can give them: no passwords to update and no signal to lose. If the router is far from the garage, a pair of powerline adapters carries the network over your home's wiring. Plug one in near the router and the other near the gateway, run a short cable to each, and most gateways switch over by themselves. This is what we recommend for anyone who changes routers often.",
    },
    { kind: 'h2', text: 'Step 6: Confirm it is reporting' },
    {
      kind: 'ul',
      items: [
        'The status light on the gateway turns to its "connected" color within a few minutes (the app or the label explains the colors).',
        'The app shows a current reading within 15 to 30 minutes. On some systems the first update waits for the next reporting interval.',
        "Yesterday's missing hours fill in over the next day as the gateway uploads what it stored.",
      ],
    },
    { kind: 'h2', text: 'When the signal is the problem' },
    {
      kind: 'p',
      text: 'Valley homes are hard on Wi-Fi. Stucco walls with metal lath, a garage full of steel shelving and a gateway mounted inside a metal enclosure can cut the signal to almost nothing, even 30 feet from the router. If the gateway connects and then drops off every afternoon, that is the usual cause. Summer heat in a closed garage can make it worse.',
    },
    {
      kind: 'ul',
      items: [
        'Check the signal strength in the app if it shows it. Anything weaker than two bars tends to drop.',
        'Move the router higher and closer to the garage side of the house, or add a mesh node or extender within sight of the gateway.',
        'Use the cable or powerline option above; it ends the problem for good.',
      ],
    },
    { kind: 'h2', text: 'When to call us' },
    { kind: 'p', text: 'Reconnecting Wi-Fi is safe to do yourself. These are not:' },
    {
      kind: 'ul',
      items: [
        'The gateway shows no lights at all, or its setup network never appears.',
        'The app reconnects but shows zero production on a sunny day, or one part of the array reads far lower than the rest.',
        'The inverter or battery shows an error or fault code, or you hear buzzing or smell something hot.',
        'The system stopped reporting right after other electrical work, a main panel change or a storm.',
        'You would rather not do it. Our technicians reconnect monitoring every day, and we can hard-wire the gateway while we are there.',
      ],
    },
    {
      kind: 'callout',
      tone: 'info',
      title: 'Our customers get help by phone first',
      text: 'If we installed or service your system, call the office with your address and we can usually see what the gateway last reported, tell you which device to look at, and stay on the phone while you reconnect it. If a visit is needed, we book it the same week.',
      action: { label: 'Contact Us', href: '/contact' },
    },
  ],
};

const solarTaxCredits: BlogPost = {
  ...blogSummaries['solar-tax-credits'],
  image: {
    src: taxImage,
    alt: 'A tax form on a clipboard beside a calculator, with a rooftop solar array and a large sun in the background.',
    width: 800,
    height: 600,
  },
  body: [
    {
      kind: 'callout',
      tone: 'warning',
      title: 'This is not tax advice',
      text: 'This article explains the rules as they stood in March 2024, in plain words. Tax law changes and every household is different. Confirm your own situation with a tax professional and the current IRS instructions before you count on any credit.',
    },
    {
      kind: 'p',
      text: 'The federal tax credit is the single biggest incentive for going solar, and it is also the one we get the most questions about. Is it a rebate? Do batteries count? What if I do not owe much tax? Here are the answers we give homeowners across Kern County, plus two California rules that add to the savings.',
    },
    { kind: 'h2', text: 'The federal residential clean energy credit' },
    {
      kind: 'p',
      text: 'Under the Inflation Reduction Act of 2022, homeowners who buy a solar system can take a credit equal to a percentage of what they paid, with no dollar cap. The schedule written into the law is:',
    },
    {
      kind: 'ul',
      items: [
        '30% for systems placed in service from 2022 through 2032.',
        '26% for systems placed in service in 2033.',
        '22% for systems placed in service in 2034.',
      ],
    },
    {
      kind: 'p',
      text: 'On a $24,000 system, 30% is $7,200 off your federal income tax. It is a credit, not a deduction: it comes off the tax you owe dollar for dollar, not off your taxable income.',
    },
    { kind: 'h2', text: 'What qualifies' },
    { kind: 'p', text: 'The credit is figured on the full installed cost of qualifying equipment, including:' },
    {
      kind: 'ul',
      items: [
        'Solar panels, inverters, racking and the wiring that connects them.',
        'Labor for design and installation, permit fees and inspection costs.',
        'Battery storage with a capacity of at least 3 kilowatt-hours. Since 2023 a battery qualifies on its own, even when it is added to an older solar system or installed without solar.',
        'Electrical work the system needs to connect, such as a required main panel upgrade, when it is part of the solar installation. Ask your tax professional how your invoice should be split.',
      ],
    },
    {
      kind: 'p',
      text: 'The system has to be on a home you live in, which can be your main home or a second home in the United States. A system on a rental property you do not live in does not qualify for this residential credit. A general roof replacement usually does not qualify either, even if it was done to prepare for solar.',
    },
    { kind: 'h3', text: 'What if I lease or sign a PPA?' },
    {
      kind: 'p',
      text: 'With a lease or power purchase agreement, the leasing company owns the system, so the company claims the tax benefit, not you. A good lease passes part of that value back to you through a lower monthly payment. Compare the offers on price per kilowatt-hour and the yearly escalator, not on the tax credit, which you will not receive.',
    },
    { kind: 'h2', text: 'How to claim it' },
    {
      kind: 'ol',
      items: [
        'Keep your paperwork: the signed contract, the final invoice showing what you paid, and the permission to operate letter from PG&E or SCE that shows when the system went live.',
        'The credit belongs to the tax year the system is placed in service, which is generally when installation is complete and the system can operate, not the day you sign.',
        'Fill in IRS Form 5695, Residential Energy Credits, Part I. Enter your solar costs on the solar electric line and your battery costs on the battery storage line.',
        'Carry the result to Schedule 3 of your Form 1040. Tax software asks for the same numbers in its energy credit section.',
      ],
    },
    {
      kind: 'p',
      text: 'If you paid with a solar loan, you still claim the full credit on the whole cost in the year the system is placed in service. Many loans are built around it: they expect you to put the refund toward the balance within the first 12 to 18 months to keep the payment low. Read that part of your loan agreement before you sign.',
    },
    { kind: 'h3', text: 'If you owe less tax than the credit' },
    {
      kind: 'p',
      text: "The credit is not refundable: it can bring your federal tax bill to zero but does not pay out more than you owe. The part you cannot use rolls forward to the next year's return. If you are retired or your tax bill is small, that can stretch the credit over several years, which is worth knowing before you choose between cash, a loan and a lease.",
    },
    { kind: 'h3', text: 'Rebates lower the amount you claim' },
    {
      kind: 'p',
      text: 'When a utility or program pays part of the cost, that part usually is not your cost, so it comes off the amount you base the credit on. Keep the rebate letter with your invoice and give both to your tax preparer.',
    },
    { kind: 'h2', text: "SGIP: California's battery incentive" },
    {
      kind: 'p',
      text: 'The Self-Generation Incentive Program pays rebates for battery storage to customers of PG&E, SCE and the other investor-owned utilities. It is paid per kilowatt-hour of storage, and the rate depends on which budget you qualify for.',
    },
    {
      kind: 'ul',
      items: [
        'The general budget pays a smaller amount per kilowatt-hour and opens in steps; some steps fill up quickly.',
        "The equity resiliency budget pays much more and can cover most or all of a battery's cost. It is meant for households that need backup power most: homes in a high fire-threat area or that have been through public safety power shutoffs, which also meet a need or income test such as Medical Baseline, a medical device, an electric well pump or CARE or FERA-level income.",
      ],
    },
    {
      kind: 'p',
      text: 'SGIP has paperwork and wait times, and its budgets change. We check eligibility with you before you sign, file the application for you, and size the battery so the rebate and the federal credit work together.',
    },
    { kind: 'h2', text: 'California property tax: solar does not raise your assessment' },
    {
      kind: 'p',
      text: "A new room or a pool raises your assessed value. A qualifying solar system does not. Under California's active solar energy system exclusion (Revenue and Taxation Code section 73), adding solar, including the storage and equipment that goes with it, is not counted as new construction, so your property-tax bill does not go up because of it. Under the law as it stood in 2024, the exclusion applies to systems completed before January 1, 2027, and lasts until the property changes ownership.",
    },
    {
      kind: 'p',
      text: 'The Kern County Assessor learns about new systems from building permits, so you normally do not file anything. If you buy a brand-new home with solar already on it, ask the assessor about the claim form for initial purchasers.',
    },
    { kind: 'h2', text: 'Putting it together: an example' },
    {
      kind: 'p',
      text: 'Take a Bakersfield homeowner who pays cash for an 8 kW system and a 13.5 kWh battery, $38,000 in total. The federal credit at 30% is $11,400. If the household qualifies for a general-budget SGIP rebate, that amount usually comes off the $38,000 before the 30% is applied. The property-tax bill stays where it was. With NEM 3.0 export rates, the battery is what lets the system cover evening usage, which is where most of the bill savings come from.',
    },
    {
      kind: 'p',
      text: 'Every number in that example depends on your roof, your usage and your tax situation. That is why our proposals show the price before and after incentives on separate lines, and state which incentives we assumed.',
    },
    {
      kind: 'callout',
      tone: 'info',
      title: 'Want the numbers for your home?',
      text: 'Send us a recent PG&E or SCE bill. An estimator will show you the system size, the price, the credit and SGIP you may qualify for, and what your true-up would look like, with no obligation.',
      action: { label: 'Get a Free Quote', href: '/contact' },
    },
  ],
};

export const blogPosts: readonly BlogPost[] = [wifiReconnects, solarTaxCredits];

export function getPost(id: BlogId): BlogPost {
  const post = blogPosts.find((p) => p.id === id);
  if (!post) throw new Error(`Unknown blog post: ${id}`);
  return post;
}
