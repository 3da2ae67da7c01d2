// Photos of the yard: the code that makes them ready (yard-photos.ts) is loaded when the photo
// field is first used, never with a page, so a visitor who sends no photo never downloads it. The
// dialog (in React's code) and the /estimate/ page's script both call these.
import type { PhotoWords } from './photos.js';

type YardPhotos = typeof import('./yard-photos.js');

/** Each photo field's code once it has made the photos chosen ready, by field. */
const ready = new WeakMap<HTMLInputElement, Promise<YardPhotos | undefined>>();

/** The visitor chose photos in `input` (its `change` event): they are made ready, after those chosen before. */
export function photosChosen(input: HTMLInputElement, words: PhotoWords): void {
  ready.set(
    input,
    import('./yard-photos.js').then(
      (photos) => photos.addChosenPhotos(input, words).then(() => photos),
      () => undefined, // the code could not load: no photo of this field can be made ready, so none is sent
    ),
  );
}

/**
 * The photos to send with `form`'s request, once every photo chosen is ready: undefined for a
 * form without a photo field (its request stays JSON), none when none was chosen.
 */
export async function photosToSend(form: HTMLFormElement): Promise<Blob[] | undefined> {
  const input = form.querySelector<HTMLInputElement>('[data-photo-input]');
  if (!input) return undefined;
  return (await ready.get(input))?.photosOf(input) ?? [];
}
