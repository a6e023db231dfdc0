/**
 * The texts the lead schema and the lead API answer with. Shared because the browser shows
 * the very same words: a field error from the form's own check and one from the server's 422
 * must read alike, and the form's success banner is the server's answer.
 */
export const leadMessages = {
  required: 'This field is required',
  phoneInvalid: 'Please enter a valid phone number (e.g., +12223334444)',
  emailInvalid: 'Please enter a valid email address',
  serviceRequired: 'Please choose a service',
  positionRequired: 'Please choose a position',
  quoteSuccess: "Thank you for your message! We'll be in touch soon.",
  unexpected: 'An unexpected error occurred. Please try again later.',
} as const;
