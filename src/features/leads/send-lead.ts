import type { LeadPayload } from '../../schemas/lead';

export const LEAD_ENDPOINT = '/api/send-email';

export type SendResult =
  | { ok: true; leadId: string; message: string }
  | {
      ok: false;
      /** No HTTP answer at all (offline, DNS, reset). */
      network: boolean;
      status?: number;
      message?: string;
      fields?: Record<string, string>;
    };

/** Posts one lead. The id travels in the body and as Idempotency-Key, so a retry is harmless. */
export async function sendLead(payload: LeadPayload, fetchImpl: typeof fetch = fetch): Promise<SendResult> {
  let res: Response;
  try {
    res = await fetchImpl(LEAD_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': payload.id },
      body: JSON.stringify(payload),
    });
  } catch {
    return { ok: false, network: true };
  }
  const body = (await res.json().catch(() => null)) as {
    message?: unknown;
    leadId?: unknown;
    fields?: unknown;
  } | null;
  const message = typeof body?.message === 'string' ? body.message : undefined;
  if (res.ok) {
    return { ok: true, leadId: typeof body?.leadId === 'string' ? body.leadId : '', message: message ?? '' };
  }
  const fields =
    body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined;
  return { ok: false, network: false, status: res.status, ...(message && { message }), ...(fields && { fields }) };
}
