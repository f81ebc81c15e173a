import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { preparePicture } from "./picture";

/** A 300 x 100 picture, dark on the left third, saved as a phone saves a photo taken sideways. */
async function sidewaysPhoto(): Promise<Uint8Array> {
  const raw = Buffer.alloc(300 * 100 * 3, 255);
  for (let y = 0; y < 100; y++) raw.fill(0, y * 900, y * 900 + 300);
  const jpeg = await sharp(raw, { raw: { width: 300, height: 100, channels: 3 } })
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "Phone", GPSLatitude: "51/1" } } })
    .jpeg()
    .toBuffer();
  return new Uint8Array(jpeg);
}

describe("preparePicture", () => {
  it("turns a phone photo upright by its EXIF orientation, and keeps no camera metadata", async () => {
    const { display, forOcr } = await preparePicture(await sidewaysPhoto());
    for (const bytes of [display, forOcr]) {
      const meta = await sharp(bytes).metadata();
      // Orientation 6 means "rotate 90° clockwise to view": the wide picture becomes tall.
      expect([meta.width, meta.height]).toEqual([100, 300]);
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
    }
    expect((await sharp(display).metadata()).format).toBe("webp");
    expect((await sharp(forOcr).metadata()).format).toBe("png");
    // The dark third, at the left before, is at the top once upright.
    const region = async (top: number) =>
      sharp(await sharp(forOcr).extract({ left: 0, top, width: 100, height: 50 }).toBuffer()).stats();
    const top = await region(0);
    const bottom = await region(250);
    expect(top.channels[0]?.mean).toBeLessThan(50);
    expect(bottom.channels[0]?.mean).toBeGreaterThan(200);
  });

  it("scales a large photo down: 2048 px for the screen, 2600 px for reading", async () => {
    const big = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const { display, forOcr } = await preparePicture(new Uint8Array(big));
    expect((await sharp(display).metadata()).width).toBe(2048);
    expect((await sharp(forOcr).metadata()).width).toBe(2600);
  });

  it("keeps the first frame of a GIF", async () => {
    const gif = await sharp({ create: { width: 20, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const { display } = await preparePicture(new Uint8Array(gif));
    const meta = await sharp(display).metadata();
    expect([meta.width, meta.height, meta.pages ?? 1]).toEqual([20, 10, 1]);
  });
});
