import { callbackPeriod } from '@/content/callback';
import { isSample, ownerFacts } from '@/shared/owner/facts';

/**
 * Form copy (docs/behaviour.md#forms): what the visitor reads around the fields. The option
 * lists and the texts the server also sends (field errors, the success answer) live in the
 * shared core, src/shared/lead, because the wire and the office email use them too.
 */
export const leadText = {
  messageFallback: 'No specific message provided',
  serviceFallback: 'General Inquiry',
  sending: 'Sending...',
  // Says what happens (issue 29): the quote form's button.
  submit: 'Request my free quote',
  sendFailed: 'Failed to send email. Please try again later.',
  requiredNote: '"*" indicates required fields',
} as const;

export const estimateFormCopy = {
  title: 'Get a Free Estimate Today',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    phone: 'Phone',
    email: 'Email',
  },
  submit: 'Get My Free Estimate',
  success: `Thank you! Your estimate request is in. We'll call you within ${callbackPeriod.en}.`,
  service: 'Free Estimate',
  messageIntro: 'Free estimate request',
} as const;

export const applicationCopy = {
  title: 'Apply Now',
  labels: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
  },
  messagePlaceholder: 'Licenses, certifications, years in the trade, when you can start.',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  success: "Thank you for your application! We've received your information and will review it shortly.",
  service: 'Job Application',
  positionFallback: 'Not specified',
  messageFallback: 'No message provided',
} as const;

export const quoteFormCopy = {
  title: 'Request a Free Quote',
  intro: `Tell us about your home, farm or facility. We read every request and call you back within ${callbackPeriod.en}.`,
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    service: 'Service',
    message: 'Message',
  },
  placeholders: {
    phone: '(661) 555-0123',
    message: 'Roof type, panel age, anything that helps us prepare.',
  },
  serviceChoose: 'Select a service',
} as const;

/**
 * What a quote form shows under its success message (docs/behaviour.md#forms): the lead's
 * reference, the one the office email's subject carries, and when the office calls back, an
 * owner fact shown as a sample until verified (docs/decisions/027-content-truth.md).
 */
export const receiptCopy = {
  reference: 'Your reference:',
  callback: `We will call you back within ${callbackPeriod.en}.`,
  callbackSample: isSample(ownerFacts.callbackWithin),
  sampleNote: '(Sample: the owner confirms this time before launch.)',
} as const;

/**
 * The notice at collection under every lead form (docs/behaviour.md#privacy): why we ask, and
 * the link to the full notice.
 */
export const privacyNotice = {
  text: 'We use your details only to answer this request, and we never sell them.',
  link: 'Privacy notice',
  href: '/privacy',
} as const;

/** The hidden anti-spam field of every lead form; only a screen reader that ignores aria-hidden reads it. */
export const honeypotCopy = {
  label: 'Leave this field empty. It is here to catch spam robots.',
} as const;

/** The optional files of a lead (docs/decisions/017-attachments.md): labels, hints and every message. */
export const attachmentCopy = {
  photos: {
    legend: 'Photos or documents (optional)',
    hint: 'Up to 5 photos or PDFs: your main panel, the meter, the roof, your electric bill. Photos are made smaller and their location data removed before they leave your device.',
    takePhoto: 'Take a photo',
    choose: 'Add photos or PDFs',
  },
  // The quote form also takes the bill's Green Button file (docs/decisions/032-green-button-files.md).
  quote: {
    legend: 'Photos or documents (optional)',
    hint: 'Up to 5 files: photos of your panel, meter or roof, your bill as a PDF or photo, or its Green Button file. Photos are made smaller and lose their location on your device.',
    takePhoto: 'Take a photo',
    choose: 'Add photos or PDFs',
  },
  resume: {
    legend: 'Resume (optional)',
    hint: 'One PDF or Word file, up to 5 MB.',
    takePhoto: '',
    choose: 'Add your resume',
  },
  remove: (name: string) => `Remove ${name}`,
  preparing: (name: string) => `Preparing ${name}…`,
  preparingShort: 'Preparing…',
  added: (count: number) => (count === 1 ? '1 file added.' : `${count} files added.`),
  removed: (name: string) => `${name} removed.`,
  tooMany: (max: number) => (max === 1 ? 'Only one file can be sent. Remove it to choose another.' : `You can send up to ${max} files.`),
  tooLarge: (name: string, mb: number) => `${name} is larger than ${mb} MB. Please choose a smaller file.`,
  tooLargeTotal: (mb: number) => `All files together can be at most ${mb} MB. Remove one to add another.`,
  wrongType: (name: string, what: string) => `${name} can't be sent: only ${what} are accepted.`,
  unreadable: (name: string) => `${name} could not be opened on this device. Please choose a JPEG or PNG, or take the photo again.`,
  kinds: {
    photos: 'photos (JPEG, PNG, WebP, HEIC) and PDFs',
    quote: 'photos (JPEG, PNG, WebP, HEIC), PDFs and Green Button files (XML, CSV)',
    resume: 'PDF or Word files (PDF, DOC, DOCX)',
  },
  greenButtonUnsafe: (name: string) => `${name} can't be sent: it holds a DOCTYPE, entities or formulas, which we do not open.`,
  greenButtonInvalid: (name: string) => `${name} can't be sent: it is not a Green Button file (XML or CSV) we can read.`,
  /** Told with the form's outcome when the device had no room left for the files. */
  notStored: (count: number) =>
    `${count === 1 ? 'Your file' : `Your ${count} files`} could not be saved on this device: its storage is full. Your request itself is saved and will be sent without ${count === 1 ? 'it' : 'them'}; you can show us the photos when we call.`,
} as const;
