import { attachmentCopy } from '@/content/forms';
import { attachmentLimits, greenButtonTypes, type AttachmentRule } from '@/shared/lead/attachments';
import { sniffType, type Sniffed } from './sniff';

/** A file ready to go with a lead: what is sent, and what the visitor sees of it. */
export interface PreparedFile {
  /** The visitor's name for it; a re-encoded photo gets the extension of its new type. */
  name: string;
  type: string;
  blob: Blob;
  /** A small JPEG as a data: URL (the CSP allows data: images, not blob: ones). Photos only. */
  thumbnail?: string;
  /** The size the visitor chose, before downscaling. */
  originalBytes: number;
}

/** A file the form cannot take, with the message the visitor reads. */
export class AttachmentError extends Error {}

/** The messages a refused file gets, in the page's language (the form passes its copy). */
type Messages = Pick<typeof attachmentCopy, 'unreadable' | 'tooLarge' | 'wrongType' | 'greenButtonUnsafe' | 'greenButtonInvalid'>;

/** Longest side of a photo as sent: enough to read a breaker label or a meter number. */
export const MAX_SIDE = 1600;
/** A photo is re-encoded at lower quality until it is under this (usually the first pass is). */
export const TARGET_BYTES = 500 * 1024;
const QUALITIES = [0.82, 0.72, 0.62];
const THUMB_SIDE = 160;
const MB = 1024 * 1024;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, type: string, quality?: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, ...(quality !== undefined && { quality }) });
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas encoding failed'))), type, quality),
  );
}

/** Draws the photo at the given size; JPEG has no transparency, so it gets a white ground. */
function draw(bitmap: ImageBitmap, width: number, height: number, opaque: boolean): Canvas {
  const canvas = canvasOf(width, height);
  // Narrowed per kind, so each getContext('2d') has its exact type without an assertion.
  const ctx = 'transferToImageBitmap' in canvas ? canvas.getContext('2d') : canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  if (opaque) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
  }
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

const fit = (width: number, height: number, side: number) => {
  const scale = Math.min(1, side / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
};

const dataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });

const renamed = (name: string, ext: string) => `${name.replace(/\.[^./\\]{1,5}$/, '') || 'photo'}.${ext}`;

/**
 * Redraws a photo through a canvas: at most MAX_SIDE px on its longest side, upright (the
 * browser applies the EXIF orientation while decoding), and with no metadata at all, since a
 * canvas encodes only pixels: the GPS position, the camera and the date stay on the device.
 * A PNG (a screenshot of a bill) stays a sharp PNG when that is small enough; everything else,
 * HEIC from an iPhone included where the browser can decode it, becomes a JPEG.
 */
async function preparePhoto(file: File, sniffed: Sniffed | undefined, copy: Messages): Promise<PreparedFile> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // The server strips these three itself (docs/decisions/017-attachments.md), so a browser
    // that cannot decode one still sends it safely, only not smaller.
    if (sniffed && sniffed.strippedByServer && file.size <= attachmentLimits.fileBytes) {
      return { name: file.name, type: sniffed.type, blob: file, originalBytes: file.size };
    }
    throw new AttachmentError(copy.unreadable(file.name));
  }
  try {
    const { width, height } = fit(bitmap.width, bitmap.height, MAX_SIDE);
    let blob: Blob | undefined;
    let type = 'image/jpeg';
    if (sniffed?.type === 'image/png') {
      const png = await encode(draw(bitmap, width, height, false), 'image/png');
      if (png.size <= TARGET_BYTES) [blob, type] = [png, 'image/png'];
    }
    if (!blob) {
      const canvas = draw(bitmap, width, height, true);
      for (const quality of QUALITIES) {
        blob = await encode(canvas, 'image/jpeg', quality);
        if (blob.size <= TARGET_BYTES) break;
      }
    }
    const thumb = fit(bitmap.width, bitmap.height, THUMB_SIDE);
    const thumbnail = await dataUrl(await encode(draw(bitmap, thumb.width, thumb.height, true), 'image/jpeg', 0.7));
    return { name: renamed(file.name, type === 'image/png' ? 'png' : 'jpg'), type, blob: blob!, thumbnail, originalBytes: file.size };
  } finally {
    bitmap.close();
  }
}

/**
 * A file no magic bytes name, on a form that takes Green Button files: read whole (within the
 * size limit) and judged by the same code as on the server (src/shared/lead/green-button.ts), so
 * a DOCTYPE, a formula or a file that is not Green Button data is refused here, with its reason,
 * and the lead goes without it. Sent as chosen, with the detected type.
 */
async function prepareGreenButton(file: File, copy: Messages, what: string): Promise<PreparedFile> {
  if (file.size > attachmentLimits.fileBytes) throw new AttachmentError(copy.tooLarge(file.name, attachmentLimits.fileBytes / MB));
  // Loaded when a text file is chosen: pages that never see one do not carry the checks.
  const { inspectGreenButton } = await import('@/shared/lead/green-button');
  const verdict = inspectGreenButton(new Uint8Array(await file.arrayBuffer()));
  if (verdict.type) return { name: file.name, type: verdict.type, blob: file, originalBytes: file.size };
  if (verdict.reason === 'unsafe') throw new AttachmentError(copy.greenButtonUnsafe(file.name));
  if (verdict.reason === 'not-text') throw new AttachmentError(copy.wrongType(file.name, what));
  throw new AttachmentError(copy.greenButtonInvalid(file.name));
}

/**
 * Makes a chosen file ready to send, or throws an AttachmentError that says why not. The type
 * is judged by the file's first bytes (the name and the browser's guess can both be wrong);
 * the server judges again. Documents are sent exactly as chosen.
 */
export async function prepareFile(file: File, rule: AttachmentRule, what: string, copy: Messages = attachmentCopy): Promise<PreparedFile> {
  const sniffed = await sniffType(file);
  const allowed = (type: string) => (rule.types as readonly string[]).includes(type);
  const photo = rule.types.some((t) => t.startsWith('image/')) && (sniffed?.image ?? file.type.startsWith('image/'));
  if (photo) {
    const prepared = await preparePhoto(file, sniffed, copy);
    if (prepared.blob.size > attachmentLimits.fileBytes)
      throw new AttachmentError(copy.tooLarge(file.name, attachmentLimits.fileBytes / MB));
    return prepared;
  }
  if (!sniffed && greenButtonTypes.some(allowed)) return prepareGreenButton(file, copy, what);
  if (!sniffed || !allowed(sniffed.type)) throw new AttachmentError(copy.wrongType(file.name, what));
  if (file.size > attachmentLimits.fileBytes) throw new AttachmentError(copy.tooLarge(file.name, attachmentLimits.fileBytes / MB));
  return { name: file.name, type: sniffed.type, blob: file, originalBytes: file.size };
}
