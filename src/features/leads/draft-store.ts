/**
 * A half-filled form's text, kept in sessionStorage while the visitor types, so it survives
 * switching the page's language (the twin page mounts its own form) or a reload. Only the
 * values the form validates: never files, never the honeypot. Kept for the tab's session and
 * at most 30 minutes after the last keystroke; cleared once the lead is sent or queued.
 */
export const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;
const PREFIX = 'lead-draft:';

type DraftValue = string | string[] | boolean;
export type DraftValues = Record<string, DraftValue>;
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One draft per form kind and id prefix (two forms on one page keep theirs apart). */
export const draftKey = (form: string, idPrefix: string) => `${PREFIX}${form}:${idPrefix}`;

// Storage may be missing (the prerender) or refuse access (blocked cookies, a full quota).
function session(): Store | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

const isBlank = (v: DraftValue) => (typeof v === 'boolean' ? !v : Array.isArray(v) ? v.length === 0 : v.trim() === '');

/** Whether every field is still empty: only then may a draft be restored into the form. */
export const allBlank = (values: DraftValues) => Object.values(values).every(isBlank);

/** Keeps the form's values; an all-empty form keeps nothing. */
export function saveDraft(key: string, values: DraftValues, { store = session(), now = Date.now() } = {}) {
  if (!store) return;
  try {
    if (allBlank(values)) store.removeItem(key);
    else store.setItem(key, JSON.stringify({ savedAt: now, values }));
  } catch {
    // A full or blocked storage loses the draft, never the form.
  }
}

/**
 * The draft for a form whose fields are `template`'s keys, if it is younger than 30 minutes;
 * only those fields, and only values of the template's type (storage is anyone's to edit).
 */
export function loadDraft<T extends DraftValues>(
  key: string,
  template: T,
  { store = session(), now = Date.now() } = {},
): Partial<T> | undefined {
  if (!store) return undefined;
  try {
    const raw = store.getItem(key);
    if (!raw) return undefined;
    const { savedAt, values } = JSON.parse(raw) as { savedAt?: unknown; values?: unknown };
    if (typeof savedAt !== 'number' || now - savedAt > DRAFT_MAX_AGE_MS || now < savedAt || !values || typeof values !== 'object') {
      store.removeItem(key);
      return undefined;
    }
    const draft: Partial<T> = {};
    for (const name of Object.keys(template) as (keyof T & string)[]) {
      const value: unknown = (values as Record<string, unknown>)[name];
      const fits = Array.isArray(template[name])
        ? Array.isArray(value) && value.every((v) => typeof v === 'string')
        : typeof value === typeof template[name];
      if (fits) draft[name] = value as T[typeof name];
    }
    return allBlank(draft as DraftValues) ? undefined : draft;
  } catch {
    return undefined;
  }
}

export function clearDraft(key: string, { store = session() } = {}) {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to clear where storage is blocked.
  }
}
