import { useRef, useState } from 'react';
import { leadText } from '../../content/forms';
import type { StatusKind } from '../../components/form/form-status';
import type { LeadPayload } from '../../schemas/lead';
import { newLeadId } from './lead-id';
import { sendLead, type SendResult } from './send-lead';

export interface SubmitState {
  busy: boolean;
  kind: StatusKind | null;
  message: string | null;
}

interface Options {
  success: string;
  /** Show the server's own message when it refuses a lead (the application form, spec §8). */
  serverMessageOnError?: boolean;
}

/**
 * Runs one lead submission and tracks what the visitor sees (spec section 4): busy while sending,
 * then success or an error. Each submit clears the previous error; a success stays until the
 * next result. Sending the very same content again after a failure reuses its id, so a request
 * that reached the server but lost its answer is not emailed twice.
 */
export function useLeadSubmit({ success, serverMessageOnError = false }: Options) {
  const [state, setState] = useState<SubmitState>({ busy: false, kind: null, message: null });
  const last = useRef<{ key: string; id: string } | null>(null);

  async function submit(build: (id: string) => LeadPayload): Promise<SendResult | null> {
    setState((s) => (s.kind === 'error' ? { busy: true, kind: null, message: null } : { ...s, busy: true }));
    try {
      const key = JSON.stringify(build(''));
      const id = last.current?.key === key ? last.current.id : newLeadId();
      last.current = { key, id };
      const result = await sendLead(build(id));
      if (result.ok) {
        last.current = null;
        setState({ busy: false, kind: 'success', message: success });
      } else {
        const message = serverMessageOnError && !result.network && result.message ? result.message : leadText.sendFailed;
        setState({ busy: false, kind: 'error', message });
      }
      return result;
    } catch {
      setState({ busy: false, kind: 'error', message: leadText.unexpected });
      return null;
    }
  }

  return { state, submit };
}
