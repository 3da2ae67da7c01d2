import { cloneElement, type ReactElement } from 'react';
import type { EditMark } from '../site/edit-marks.js';
import { Picture, type PictureProps } from './Picture.js';

/**
 * A photo of the pages that the editor's preview names by its key in site.yaml (`hero.image`);
 * anywhere else exactly the Picture. Picture itself stays as it is: the header's island, hydrated
 * in the browser, draws it too, and its code is in the page script.
 */
export function MarkedPicture({ mark, ...props }: PictureProps & { mark: EditMark }): ReactElement {
  const picture = Picture(props);
  return mark ? cloneElement(picture, mark) : picture;
}
