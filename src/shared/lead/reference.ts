/**
 * A lead's reference: the server's lead id's first 8 hex digits. The office email's subject
 * carries it ("ref 3f2a9c1b"), the form shows it after sending and the visitor's copy repeats
 * it, so a visitor who calls can be found with `npm run leads -- show 3f2a9c1b`.
 */
export const shortRef = (leadId: string) => leadId.replace(/^lead_/, '').slice(0, 8);
