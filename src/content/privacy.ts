import type { ArticleNode } from '@/content/resources/blog/post';
import { leadRetention } from '@/shared/privacy';
import { addressLines, site } from '@/shared/site';
import type { PageMeta } from '@/content/types';

/**
 * The privacy notice at /privacy: the policy the California Online Privacy Protection Act asks
 * of a site that collects personal details, and the notice at collection of the CCPA. Every
 * statement describes what the code does (docs/behaviour.md#privacy); change the copy when the
 * code changes. Dates are ISO (YYYY-MM-DD).
 */
const months = leadRetention.value.months;
const [street, cityLine] = addressLines();
const contactLine = `email ${site.email}, call ${site.phone.display}, or write to us at ${street}, ${cityLine}`;

export const privacyPage = {
  eyebrow: 'Privacy',
  heading: 'Privacy notice',
  intro: `How ${site.name} handles the details you send through this website: what we collect, why, who sees it, how long we keep it, and how to have it shown to you or deleted.`,
  effective: { label: 'Effective', iso: '2026-11-23', text: 'November 23, 2026' },
  updated: { label: 'Last updated', iso: '2026-11-23', text: 'November 23, 2026' },
  contactAction: { label: 'Email us about your details', href: `mailto:${site.email}` },
} as const;

export const privacyBody: readonly ArticleNode[] = [
  { kind: 'h2', text: 'Who we are' },
  {
    kind: 'p',
    text: `We are ${site.name}, an electrical and solar contractor at ${street}, ${cityLine}. ${site.legalName} runs this website and is responsible for the details you send through it. To reach us about privacy, ${contactLine}.`,
  },
  { kind: 'h2', text: 'What our forms collect' },
  { kind: 'p', text: 'We only learn about you what you type into one of our three forms:' },
  {
    kind: 'ul',
    items: [
      'Quote form (home, contact and town pages): first and last name, email, phone, the service you need and, if you give them, your ZIP code, your electric utility, your typical monthly bill, a message and whether you want a copy by email. If you check that box, we email the copy once to the address you typed, and the same address gets at most two copies a day.',
      'Free estimate form (service pages): first and last name, phone, email and, if you give them, your ZIP code and the upgrades you are interested in.',
      'Job application (careers page): full name, email, phone, the position and, if you add one, a message about your experience.',
    ],
  },
  {
    kind: 'p',
    text: 'Each form also sends the address of the page it was on, a random number your browser makes so a resent form is not counted twice, how long the form was open, and a hidden field that only spam robots fill in. We use those to answer you and to keep spam out, nothing else.',
  },
  { kind: 'h2', text: 'What we do not collect' },
  {
    kind: 'p',
    text: 'This site sets no cookies and runs no analytics, advertising or social media trackers; its pages, fonts and images all come from our own server. Our server log notes the time, page and result of each request, never your internet address or what you typed. To stop floods of messages, the server counts form sends per internet address for ten minutes in memory, and never writes that address down.',
  },
  { kind: 'h2', text: 'Why we use your details' },
  {
    kind: 'ul',
    items: [
      'To answer your request: call or email you back, prepare a quote or estimate, and book a visit.',
      'To consider your job application and contact you about it.',
      'To keep records of the work we quote and do, and to meet our legal duties.',
    ],
  },
  {
    kind: 'p',
    text: 'We do not add you to a mailing list, and we never use your details for advertising.',
  },
  { kind: 'h2', text: 'Who receives them' },
  {
    kind: 'p',
    text: 'Your form goes to our own server, which emails it to our office mailbox through our email provider. Only the people at our office who answer quotes or handle hiring read it. Our web host and email provider handle the data only to run those services for us.',
  },
  {
    kind: 'p',
    text: 'We do not sell your personal information and we do not share it for targeted advertising, as California law defines those terms. We give it to others only when the law requires it.',
  },
  { kind: 'h2', text: 'How long we keep them' },
  {
    kind: 'p',
    text: `The server keeps each request in its database, with a copy of the email it sent, so nothing is lost while mail is down. We delete every request older than ${months} months from the server, and the office email copies with it. Job applications follow the same rule. If you ask us to delete your details sooner, we do.`,
  },
  { kind: 'h2', text: 'What stays on your device' },
  {
    kind: 'p',
    text: 'If you send a form while you are offline, your browser keeps it on this device (in its IndexedDB storage) and sends it as soon as you are back online; once it arrives, the copy on your device is removed. If our server ever refuses a saved form, the site keeps it on your device to show you what was not sent, until you dismiss it.',
  },
  {
    kind: 'p',
    text: 'To open when you are offline, the site also stores its own pages, scripts, fonts and images in your browser. None of that holds your details. Clearing this site’s data in your browser settings removes all of it.',
  },
  {
    kind: 'p',
    text: 'Your browser also remembers a few settings for this site, which never leave your device: the language you chose, the notices you closed, how many pages you opened in this tab and when you last visited, so we offer installing the site only after your first page.',
  },
  { kind: 'h2', text: 'Your choices and rights' },
  {
    kind: 'p',
    text: 'California residents may ask us what personal information we hold about them, ask us to correct it, and ask us to delete it. We will not treat you differently for asking. You may also name an authorized agent to ask for you.',
  },
  {
    kind: 'p',
    text: `To ask, ${contactLine}. We confirm it is you by replying to the email address or calling the phone number in the request, then send you a copy or delete the request from our server and our mailbox, and tell you when it is done. We answer within 45 days.`,
  },
  { kind: 'h2', text: 'Do Not Track and Global Privacy Control' },
  {
    kind: 'p',
    text: 'Because the site does not track visitors, or sell or share personal information, a Do Not Track or Global Privacy Control signal from your browser changes nothing here: you already get that treatment.',
  },
  { kind: 'h2', text: 'Children' },
  {
    kind: 'p',
    text: 'This site is for homeowners, businesses and job seekers, not for children under 16, and we do not knowingly collect their details. If a child has sent us a form, contact us and we will delete it.',
  },
  { kind: 'h2', text: 'Changes to this notice' },
  {
    kind: 'p',
    text: 'When we change how we handle your details, we update this page and its effective date first. We never use details you already sent in a new way without asking you.',
  },
];

export const privacyMeta: PageMeta = {
  modifiedTime: '2026-11-23',
  title: 'Privacy Notice',
  description:
    'What our quote, estimate and job forms collect, why, who reads it, how long we keep it, and how to ask us to show or delete your details.',
  keywords: ['privacy notice', 'privacy policy', 'California privacy rights'],
};
