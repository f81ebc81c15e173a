import { describe, expect, it } from "vitest";
import { bandsAround } from "./content-media";

describe("a photo's box", () => {
  it("has bands above and below only when the photo is wider, for its height, than the box", () => {
    // A panorama (3:1) in a phone's 290 x 192 box: shown 290 x 97, with bands.
    expect(bandsAround(3000, 1000, 290, 192)).toBe(true);
    // A page photographed upright, or a 4:3 photo that fits its width at that height: no bands.
    expect(bandsAround(1200, 1600, 144, 192)).toBe(false);
    expect(bandsAround(1600, 1200, 256, 192)).toBe(false);
    // Off by a rounding pixel is no band; a picture not laid out yet says nothing.
    expect(bandsAround(1601, 1200, 256, 192)).toBe(false);
    expect(bandsAround(3000, 1000, 0, 0)).toBe(false);
  });
});
