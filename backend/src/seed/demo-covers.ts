import { writeFile } from 'fs/promises';
import { join } from 'path';
import sharp from 'sharp';

/**
 * A cover drawn here, not downloaded: a diagonal gradient with a rising bar chart and a few circles,
 * varied by `seed`. No text: a machine without fonts draws the same picture.
 */
export function coverSvg([from, to]: [string, string], seed: number, width = 1280, height = 720): string {
  const bars = [0, 1, 2, 3, 4].map((i) => {
    const barHeight = 120 + ((seed * 37 + i * 53) % 90) + i * 55;
    return `<rect x="${700 + i * 92}" y="${height - 80 - barHeight}" width="60" height="${barHeight}" rx="10" fill="#ffffff" fill-opacity="${0.35 + i * 0.12}"/>`;
  });
  const circles = [0, 1, 2].map((i) => {
    const r = 60 + ((seed * 29 + i * 41) % 80);
    return `<circle cx="${120 + i * 190 + (seed % 5) * 20}" cy="${150 + ((seed + i) % 3) * 120}" r="${r}" fill="#ffffff" fill-opacity="0.12"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#g)"/>
  ${circles.join('\n  ')}
  ${bars.join('\n  ')}
  <polyline points="680,560 790,470 880,500 990,380 1100,300 1180,220" fill="none" stroke="#ffffff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;
}

/** The cover as a PNG file in `folder`, as a browser would upload it. */
export async function writeCover(folder: string, name: string, colours: [string, string], seed: number): Promise<string> {
  const path = join(folder, `${name}.png`);
  await writeFile(path, await sharp(Buffer.from(coverSvg(colours, seed))).png().toBuffer());
  return path;
}
