import { Camera, FileText, Paperclip, X } from 'lucide-react';
import { useSiteCopy } from '@/components/i18n/site-copy';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import formStyles from '@/components/form/form.module.css';
import { acceptAttribute } from '@/shared/lead/attachments';
import styles from './attachment-picker.module.css';
import type { Attachments } from './use-attachments';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The optional files of a lead form. Each button is a label around a real file input, so it
 * opens the picker even before the form's code has loaded; files chosen that early are taken
 * over when it has. Phones also get a camera button (`capture`), which goes straight to the
 * back camera; the other button lets them choose from the gallery or their files.
 */
export function AttachmentPicker({ attachments, idPrefix }: { attachments: Attachments; idPrefix: string }) {
  const copy = useSiteCopy().forms.attachmentCopy;
  const text = copy[attachments.kind];
  const hintId = useId();
  const errorId = useId();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const { add } = attachments;

  // Files picked in the prerendered form before this code ran are still in its inputs.
  useEffect(() => {
    for (const input of inputs.current) {
      if (input?.files?.length) void add(Array.from(input.files));
      if (input) input.value = '';
    }
  }, [add]);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared, so choosing the same file again after removing it fires a change again.
    event.target.value = '';
    if (chosen.length) void add(chosen);
  };

  const full = attachments.items.length >= attachments.rule.maxFiles;
  const describedBy = [hintId, attachments.error ? errorId : ''].filter(Boolean).join(' ');
  const input = (i: number, props: { accept: string; capture?: 'environment'; multiple?: boolean }) => (
    <input
      ref={(el) => {
        inputs.current[i] = el;
      }}
      id={`${idPrefix}-files-${i}`}
      type="file"
      name={`attachments-${i}`}
      className={styles.input}
      onChange={onChange}
      disabled={full}
      aria-describedby={describedBy}
      {...props}
    />
  );

  return (
    <fieldset className={`${formStyles.fieldset} ${formStyles.full} ${styles.picker}`} aria-describedby={hintId}>
      <legend className={formStyles.label}>{text.legend}</legend>
      <p id={hintId} className={formStyles.hint}>
        {text.hint}
      </p>
      <div className={styles.buttons}>
        {attachments.kind !== 'resume' && (
          <label className={`${styles.button} ${styles.camera}`} data-disabled={full || undefined}>
            <Camera aria-hidden="true" size={20} />
            {text.takePhoto}
            {input(0, { accept: 'image/*', capture: 'environment' })}
          </label>
        )}
        <label className={styles.button} data-disabled={full || undefined}>
          <Paperclip aria-hidden="true" size={20} />
          {text.choose}
          {input(1, { accept: acceptAttribute(attachments.form), multiple: attachments.rule.maxFiles > 1 })}
        </label>
      </div>
      {attachments.items.length > 0 && (
        <ul className={styles.list}>
          {attachments.items.map((item) => {
            const name = item.file?.name ?? item.chosenName;
            return (
              <li key={item.key} className={styles.item} aria-busy={!item.file || undefined}>
                {item.file?.thumbnail ? (
                  <img className={styles.thumb} src={item.file.thumbnail} alt="" width={56} height={56} />
                ) : (
                  <span className={styles.thumb} aria-hidden="true">
                    {item.file ? <FileText size={24} /> : <span className={styles.spinner} />}
                  </span>
                )}
                <span className={styles.name}>
                  <span className={styles.filename}>{name}</span>
                  <span className={styles.size}>{item.file ? size(item.file.blob.size) : copy.preparingShort}</span>
                </span>
                <button type="button" className={styles.remove} aria-label={copy.remove(name)} onClick={() => attachments.remove(item.key)}>
                  <X aria-hidden="true" size={20} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {attachments.error && (
        <p id={errorId} className={formStyles.error} role="alert">
          {attachments.error}
        </p>
      )}
      <p className={styles.announce} aria-live="polite">
        {attachments.announcement}
      </p>
    </fieldset>
  );
}
