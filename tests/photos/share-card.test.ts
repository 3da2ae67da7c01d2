import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { escapeXml, fitTitle, renderShareCard, shareCardSvg } from '../../src/photos/share-card.js';

const card = { business: 'Greenway Lawn & Landscape', title: 'Lawn care in Monroe, NJ', background: '#1f3d1a', foreground: '#ffffff' };

/** The left and right edge of the light (text) pixels in a band of rows of a dark card. */
async function inkSpan(png: Uint8Array, top: number, bottom: number): Promise<[number, number] | undefined> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let left = Infinity;
  let right = -1;
  for (let y = top; y < bottom; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels]! > 128) [left, right] = [Math.min(left, x), Math.max(right, x)];
    }
  }
  return right < 0 ? undefined : [left, right];
}

describe('renderShareCard', () => {
  it('is a 1200×630 PNG in the given colours', async () => {
    const png = await renderShareCard(card);
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    const { dominant } = await sharp(png).stats();
    expect(dominant).toMatchObject({ r: expect.closeTo(0x1f, -1.5), g: expect.closeTo(0x3d, -1.5) });
  });

  it('draws real glyphs, not missing-font boxes: "iiiiiiii" is far narrower than "MMMMMMMM"', async () => {
    const band = async (title: string) => {
      const span = await inkSpan(await renderShareCard({ ...card, title }), 250, 560);
      expect(span, `no text drawn for ${title}`).toBeDefined();
      return span![1] - span![0];
    };
    expect(await band('iiiiiiii')).toBeLessThan((await band('MMMMMMMM')) / 2);
  });

  it('keeps a long title within the card and within three lines', async () => {
    const title = 'Weekly mowing, spring and fall aeration, overseeding and a feeding plan for thin lawns in Monroe Township and nearby';
    const { lines } = fitTitle(title);
    expect(lines.length).toBeLessThanOrEqual(3);
    const span = await inkSpan(await renderShareCard({ ...card, title }), 200, 630);
    expect(span![1]).toBeLessThan(1200 - 40);
  });

  it('escapes the owner’s text for XML', () => {
    const svg = shareCardSvg({ ...card, business: 'Tom & Jerry <Lawns>', title: '"Best" lawns\u0001' });
    expect(svg).toContain('Tom &amp; Jerry &lt;Lawns&gt;');
    expect(svg).toContain('&quot;Best&quot; lawns');
    expect(svg).not.toContain('\u0001');
    expect(escapeXml(`<script>alert('x')</script>`)).toBe('&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt;');
  });

  it('puts only hex colours into the SVG', () => {
    expect(shareCardSvg({ ...card, background: 'red" onload="alert(1)' })).not.toContain('onload');
  });
});

describe('fitTitle', () => {
  it('keeps a short title large on one line', () => {
    expect(fitTitle('Lawn care in Monroe')).toEqual({ size: 76, lines: ['Lawn care in Monroe'] });
  });

  it('shrinks, then ends the third line with an ellipsis', () => {
    const { size, lines } = fitTitle('word '.repeat(60));
    expect(size).toBe(56);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
  });

  it('cuts a word longer than a line', () => {
    const { lines } = fitTitle('x'.repeat(40));
    expect(lines.every((line) => line.length <= 22)).toBe(true);
  });
});
