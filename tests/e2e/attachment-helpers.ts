import type { Page } from '@playwright/test';
import { exifApp1 } from '../../server/test-support/sample-files';

/**
 * A stand-in for a phone camera's 12 MP photo (4000 x 3000): sky, a roof of panels, grain, and
 * an EXIF block with orientation 6 (held sideways) and a marker standing in for GPS. Drawn by
 * the browser itself, so no binary fixture lives in the repository.
 */
export async function cameraPhoto(page: Page, { width = 4000, height = 3000 } = {}): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height }) => {
      const canvas = new OffscreenCanvas(width, height);
      const ctx = canvas.getContext('2d')!;
      const sky = ctx.createLinearGradient(0, 0, 0, height);
      sky.addColorStop(0, '#7fb3e6');
      sky.addColorStop(0.45, '#dcecf7');
      sky.addColorStop(0.46, '#8a6d52');
      sky.addColorStop(1, '#5b4634');
      ctx.fillStyle = sky;
      ctx.fillRect(0, 0, width, height);
      for (let row = 0; row < 6; row++)
        for (let col = 0; col < 14; col++) {
          ctx.fillStyle = (row + col) % 2 ? '#1d2c44' : '#22344f';
          ctx.fillRect(300 + col * 240, 1500 + row * 200, 228, 188);
        }
      // Sensor grain: what makes a real photo weigh megabytes.
      const image = ctx.getImageData(0, 0, width, height);
      let seed = 42;
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        const n = (seed % 33) - 16;
        image.data[i] = image.data[i]! + n;
        image.data[i + 1] = image.data[i + 1]! + n;
        image.data[i + 2] = image.data[i + 2]! + n;
      }
      ctx.putImageData(image, 0, 0);
      const bytes = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { width, height },
  );
  const jpeg = Buffer.from(base64, 'base64');
  const exif = exifApp1(6);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (exif.length + 2) >> 8, (exif.length + 2) & 0xff]), exif]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

/** Width and height from a JPEG's frame header. */
export function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg[at + 1]!;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xc3) return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no frame header');
}

/** The APPn segments a JPEG carries (0xe0 = JFIF, 0xe1 = EXIF/XMP, ...). */
export function jpegAppSegments(jpeg: Buffer): number[] {
  const found: number[] = [];
  let at = 2;
  while (at < jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1]!;
    if (marker === 0xda) break;
    if (marker >= 0xe0 && marker <= 0xef) found.push(marker);
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  return found;
}

/** How many leads wait in the browser's outbox (IndexedDB): none means nothing is left to send, or to send again. */
export async function outboxCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('sunfield-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(new Error(`IndexedDB: ${String(req.error)}`));
    });
    const count = await new Promise<number>((resolve, reject) => {
      const req = db.transaction('outbox').objectStore('outbox').count();
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(new Error(`IndexedDB: ${String(req.error)}`));
    });
    db.close();
    return count;
  });
}

/** The files of the lead waiting in the browser's outbox, as bytes. */
export async function outboxFiles(page: Page): Promise<{ name: string; type: string; bytes: Buffer }[]> {
  const files = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('sunfield-offline');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(new Error(`IndexedDB: ${String(req.error)}`));
    });
    const entries = await new Promise<{ files?: { name: string; type: string; blob: Blob }[] }[]>((resolve, reject) => {
      const req = db.transaction('outbox').objectStore('outbox').getAll();
      req.onsuccess = () => resolve(req.result as never);
      req.onerror = () => reject(new Error(`IndexedDB: ${String(req.error)}`));
    });
    db.close();
    const out: { name: string; type: string; base64: string }[] = [];
    for (const file of entries.flatMap((e) => e.files ?? [])) {
      const bytes = new Uint8Array(await file.blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      out.push({ name: file.name, type: file.type, base64: btoa(text) });
    }
    return out;
  });
  return files.map((f) => ({ name: f.name, type: f.type, bytes: Buffer.from(f.base64, 'base64') }));
}
