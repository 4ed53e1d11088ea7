import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

/** The fake camera's picture size: what a phone's camera gives a page by default. */
const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video file Chromium plays as its camera (--use-file-for-fake-video-capture): `picture` (a PNG, such
 * as a code's QR) in the middle of a white frame, as raw YUV 4:2:0 frames behind a Y4M header.
 */
export async function writeFakeCameraVideo(picture: Buffer, file: string, frames = 3): Promise<void> {
  const { data } = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: await sharp(picture).resize(320, 320, { fit: 'contain', background: '#ffffff' }).toBuffer(), gravity: 'centre' }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  const blue = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const red = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const rgbAt = (x: number, y: number) => {
    const at = (y * WIDTH + x) * 3;
    return [data[at]!, data[at + 1]!, data[at + 2]!] as const;
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const [r, g, b] = rgbAt(x, y);
      luma[y * WIDTH + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
    }
  }
  // Full-range (JPEG) chroma, one sample for each 2 x 2 block.
  for (let y = 0; y < HEIGHT / 2; y++) {
    for (let x = 0; x < WIDTH / 2; x++) {
      const [r, g, b] = rgbAt(x * 2, y * 2);
      blue[y * (WIDTH / 2) + x] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
      red[y * (WIDTH / 2) + x] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, blue, red]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
