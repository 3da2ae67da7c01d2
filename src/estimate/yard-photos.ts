// Photos of the yard, made ready in the visitor's browser: each image chosen is made at most
// 1600 px on its long side and encoded again as a JPEG, which leaves its location and every other
// metadata behind (the canvas keeps only the pixels, turned upright first); each shows as a
// thumbnail with a button that removes it. A file that is not an image, one past the count and one
// that would take the photos past their total size are left out, with a message beside the field.
// Loaded when the photo field is first used (photo-field.ts), by the dialog and /estimate/ alike,
// which hand it the field's words.
import { fitWithin, PHOTO_LIMITS, photoFileName, type PhotoWords } from './photos.js';

interface ReadyPhoto {
  /** What is sent: a JPEG of the pixels alone. */
  photo: File;
  /** A small square of it, as a data: address (the pages' policy allows those for images). */
  thumbnail: string;
}

interface FieldState {
  words: PhotoWords;
  photos: ReadyPhoto[];
  /** The photos being made ready, one choice after another. */
  queue: Promise<void>;
}

const fields = new WeakMap<HTMLInputElement, FieldState>();

/** Thumbnails are 3.5rem squares: this many pixels keeps them sharp on a phone's screen. */
const THUMBNAIL_PIXELS = 168;

/** Makes the photos just chosen in `input` ready, after those chosen before it; resolves when all are. */
export function addChosenPhotos(input: HTMLInputElement, words: PhotoWords): Promise<void> {
  const state = stateOf(input, words);
  // The field holds the photos already made ready until a new choice replaces them (a choice cancelled may empty it).
  const chosen = Array.from(input.files ?? []).filter((file) => !state.photos.some((ready) => ready.photo === file));
  state.queue = state.queue.then(() => prepare(input, state, chosen));
  return state.queue;
}

/** The photos ready to send from `input`, in the order shown. */
export const photosOf = (input: HTMLInputElement): File[] => (fields.get(input)?.photos ?? []).map((ready) => ready.photo);

function stateOf(input: HTMLInputElement, words: PhotoWords): FieldState {
  let state = fields.get(input);
  if (!state) {
    const created: FieldState = { words, photos: [], queue: Promise.resolve() };
    fields.set(input, created);
    // Go Back, and closing the dialog after a request was sent, empty the form: the photos go with it.
    input.form?.addEventListener('reset', () => {
      created.photos = [];
      show(input, created, []);
    });
    state = created;
  }
  return state;
}

async function prepare(input: HTMLInputElement, state: FieldState, chosen: readonly File[]): Promise<void> {
  const field = fieldOf(input);
  const { words } = state;
  const leftOut: string[] = [];
  let total = state.photos.reduce((sum, ready) => sum + ready.photo.size, 0);
  if (chosen.length) field.querySelector('[data-not-kept]')?.setAttribute('hidden', '');
  for (const file of chosen) {
    const naming = (template: string) => template.replace('{file}', file.name);
    if (state.photos.length >= PHOTO_LIMITS.count) {
      leftOut.push(naming(words.tooMany));
      continue;
    }
    // A type the browser names and that is not an image is not even opened; a file without one (some phones' HEIC) is tried.
    const ready = file.type && !file.type.startsWith('image/') ? undefined : await madeReady(file, state.photos.length).catch(() => undefined);
    if (!ready) {
      leftOut.push(naming(words.notImage));
      continue;
    }
    if (total + ready.photo.size > PHOTO_LIMITS.totalBytes) {
      leftOut.push(naming(words.tooBig));
      continue;
    }
    total += ready.photo.size;
    state.photos.push(ready);
  }
  show(input, state, leftOut);
  changed(input);
}

/** The photo at most PHOTO_LIMITS.longSide on its long side, as a JPEG of its pixels, and its thumbnail. */
async function madeReady(file: File, index: number): Promise<ReadyPhoto> {
  // Upright by its orientation tag; a browser that knows no options still reads the file.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => createImageBitmap(file));
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d')!;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_LIMITS.jpegQuality));
    if (!blob) throw new Error(`${file.name} could not be encoded`);
    return { photo: new File([blob], photoFileName(index), { type: 'image/jpeg' }), thumbnail: thumbnailOf(bitmap) };
  } finally {
    bitmap.close();
  }
}

/** A canvas painted white, so a transparent PNG's clear parts stay light in a JPEG. */
function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  return canvas;
}

/** The middle square of the photo, small. */
function thumbnailOf(bitmap: ImageBitmap): string {
  const side = Math.min(bitmap.width, bitmap.height);
  const canvas = canvasOf(THUMBNAIL_PIXELS, THUMBNAIL_PIXELS);
  const context = canvas.getContext('2d')!;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, (bitmap.width - side) / 2, (bitmap.height - side) / 2, side, side, 0, 0, THUMBNAIL_PIXELS, THUMBNAIL_PIXELS);
  return canvas.toDataURL('image/jpeg', 0.8);
}

const fieldOf = (input: HTMLInputElement): HTMLElement => input.closest<HTMLElement>('[data-photo-field]')!;

/** The thumbnails of the photos ready, each with its remove button, the message, and the field holding those photos. */
function show(input: HTMLInputElement, state: FieldState, leftOut: readonly string[]): void {
  const field = fieldOf(input);
  field.querySelector('.photo-thumbs')!.replaceChildren(
    ...state.photos.map((ready, index) => {
      const item = document.createElement('li');
      const image = new Image();
      image.src = ready.thumbnail;
      image.alt = ''; // the visitor's own photo, named by its button
      const remove = document.createElement('button');
      remove.type = 'button';
      remove.className = 'photo-remove';
      remove.setAttribute('aria-label', state.words.remove.replace('{number}', String(index + 1)));
      remove.addEventListener('click', () => removePhoto(input, state, index));
      item.append(image, remove);
      return item;
    }),
  );
  field.querySelector('.photo-message')!.textContent = leftOut.join(' ');
  // The field names the photos that will be sent (where the browser lets a page set its files).
  try {
    const transfer = new DataTransfer();
    for (const ready of state.photos) transfer.items.add(ready.photo);
    input.files = transfer.files;
  } catch {
    // An older browser shows the last choice; what is sent is still the photos shown.
  }
}

function removePhoto(input: HTMLInputElement, state: FieldState, index: number): void {
  state.photos.splice(index, 1);
  show(input, state, []);
  // Focus stays in the row: on the photo now in that place, the one before it, or the field.
  const buttons = fieldOf(input).querySelectorAll<HTMLButtonElement>('.photo-remove');
  (buttons[index] ?? buttons[index - 1] ?? input).focus();
  changed(input);
}

/** The draft, the e-mail link and the dialog hear of the change as of one the visitor made. */
const changed = (input: HTMLInputElement) => input.dispatchEvent(new Event('input', { bubbles: true }));
