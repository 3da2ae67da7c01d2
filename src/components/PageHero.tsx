import type { ReactNode } from 'react';
import { slotSizes, type PictureData } from '../site/photos.js';
import type { EditMark } from '../site/edit-marks.js';
import { MarkedPicture } from './MarkedPicture.js';

/**
 * The band at the top of every page but the home page: the page's heading and its introduction,
 * and the page's photo when it has one, the first thing on screen, so it is fetched first.
 */
export function PageHero({ heading, picture, children, headingMark, pictureMark }: { heading: string; picture?: PictureData; children: ReactNode; headingMark?: EditMark; pictureMark?: EditMark }) {
  return (
    <section className={picture ? 'page-hero page-hero-photo' : 'page-hero'}>
      <div className="container">
        <h1 {...headingMark}>{heading}</h1>
        {children}
        {picture && <MarkedPicture picture={picture} sizes={slotSizes.pageHero} priority className="page-photo" mark={pictureMark} />}
      </div>
    </section>
  );
}
