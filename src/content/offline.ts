/**
 * What the visitor reads about the app itself: leads saved offline, connectivity and updates
 * (docs/decisions/004-offline-outbox.md). Form copy is in forms.ts.
 */
export const offlineText = {
  queued: "Saved on this device. It will be sent automatically when you're back online.",
  queuedRetry: 'Saved on this phone. The signal is weak, so it will be sent automatically as soon as it gets through.',
  sendingPhotos: (done: number, total: number) => `Saved on this phone, sending photos (${done} of ${total})`,
  sendingFiles: (done: number, total: number) => `Saved on this phone, sending files (${done} of ${total})`,
  pending: (n: number) => (n === 1 ? '1 request waiting to send' : `${n} requests waiting to send`),
  sendNow: 'Send now',
  sentOne: 'Your saved request was sent. We will be in touch soon.',
  sentMany: (n: number) => `Your ${n} saved requests were sent. We will be in touch soon.`,
  offline: "You're offline. Pages you open still work, and forms are saved until you reconnect.",
  backOnline: 'Back online.',
  rejectedTitle: "We couldn't send one of your saved requests",
  rejectedIntro: 'The server refused it, so nothing more will be tried. Here is what you wrote, so you can send it another way:',
  rejectedServer: 'Reason given:',
  rejectedCall: 'Call us at',
  rejectedInline: "We couldn't send your saved request. Your text is shown in the box at the bottom of the screen.",
  copy: 'Copy text',
  copied: 'Copied',
  dismiss: 'Dismiss',
  updateReady: 'A new version of this site is available.',
  reload: 'Reload',
  // The labels of a refused lead's text, shown for the visitor to copy.
  leadLabels: { name: 'Name', email: 'Email', phone: 'Phone', service: 'Service', zipCode: 'ZIP code', message: 'Message' },
} as const;
