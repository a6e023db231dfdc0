import type { Request, Response } from 'express';

/**
 * For an answer given before the request's body was read (a refusal): says Connection: close,
 * lets the answer reach a client that is still sending, then drops the connection, so the rest
 * of a large body (15 MB of files, or a 1 GB lie) is never read.
 */
export function closeAfterAnswer(req: Request, res: Response): void {
  if (req.complete) return;
  res.set('Connection', 'close');
  res.once('finish', () => setTimeout(() => req.socket.destroy(), 1000).unref());
}
