/**
 * Form copy and option lists (spec sections 3, 4 and 8). The option values are what travels
 * on the wire; the labels are what visitors and the office read.
 */
export const serviceOptions = [
  { value: 'New Solar', label: "I don't currently have solar and want a quote" },
  { value: 'Panel Add', label: "I have solar and I'm interested in adding panels" },
  { value: 'Battery', label: 'I am interested in adding a battery to my existing system' },
  { value: 'Commercial Electric', label: 'I am interested in commercial electric options' },
  { value: 'Other', label: 'Other' },
] as const;

export type ServiceValue = (typeof serviceOptions)[number]['value'];

export const positionOptions = ['Sales', 'Solar Installation', 'Commercial Electric', 'Operations', 'Other'] as const;

export const interestOptions = [
  { id: 'solar-batteries', label: 'Solar/Batteries' },
  { id: 'adding-batteries', label: 'Adding Batteries' },
  { id: 'true-up', label: 'True-Up' },
] as const;

export const formKinds = ['quote', 'estimate', 'application', 'landing'] as const;
export type FormKind = (typeof formKinds)[number];

export const formKindLabels: Record<FormKind, string> = {
  quote: 'Quote request',
  estimate: 'Estimate request',
  application: 'Job application',
  landing: 'Landing page quote request',
};

export const leadText = {
  phoneInvalid: 'Please enter a valid phone number (e.g., +12223334444)',
  required: 'This field is required',
  emailInvalid: 'Please enter a valid email address',
  serviceRequired: 'Please choose a service',
  messageFallback: 'No specific message provided',
  serviceFallback: 'General Inquiry',
  sending: 'Sending...',
  submit: 'Send Message',
  quoteSuccess: "Thank you for your message! We'll be in touch soon.",
  sendFailed: 'Failed to send email. Please try again later.',
  unexpected: 'An unexpected error occurred. Please try again later.',
  requiredNote: '"*" indicates required fields',
} as const;

export const estimateFormCopy = {
  title: 'Get a Free Estimate Today',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone',
    email: 'Email',
    zipCode: 'ZIP Code',
    interests: 'I am interested in',
  },
  submit: 'Get My Free Estimate',
  success: "Thank you! Your estimate request is in. We'll call you within one business day.",
  service: 'Free Estimate',
  messageIntro: 'Free estimate request',
} as const;

export const applicationCopy = {
  title: 'Apply Now',
  labels: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    position: 'Position',
    message: 'Message',
  },
  positionChoose: 'Select a position',
  messagePlaceholder: 'Licences, certifications, years in the trade, when you can start.',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  success: "Thank you for your application! We've received your information and will review it shortly.",
  service: 'Job Application',
  positionFallback: 'Not specified',
  messageFallback: 'No message provided',
} as const;

export const quoteFormCopy = {
  title: 'Request a Free Quote',
  intro: 'Tell us about your home, farm or facility. A licensed estimator reads every request and calls you back within one business day.',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    message: 'Message',
  },
  placeholders: {
    phone: '+16615550123',
    message: 'Roof type, monthly bill, panel age, anything that helps us prepare.',
  },
  serviceChoose: 'Select a service',
} as const;

/** The hidden anti-spam field of every lead form; only a screen reader that ignores aria-hidden reads it. */
export const honeypotCopy = {
  label: 'Leave this field empty. It is here to catch spam robots.',
} as const;
