import { describe, expect, it } from "vitest";
import { formatClock, formatDateTime, formatDateTimes } from "./format";

describe("formatDateTime", () => {
  it("writes the spec's date, then the time", () => {
    const text = formatDateTime(new Date(2026, 10, 23, 10, 4, 5));
    expect(text).toBe("November 23, 2026 at 10:04 AM");
  });
});

describe("formatDateTimes", () => {
  it("gives the seconds only to times that share a minute with another", () => {
    const at = (minute: number, second: number) => new Date(2026, 10, 23, 10, minute, second).toISOString();
    expect(formatDateTimes([at(4, 50), at(4, 5), at(1, 0)])).toEqual([
      "November 23, 2026 at 10:04:50 AM",
      "November 23, 2026 at 10:04:05 AM",
      "November 23, 2026 at 10:01 AM",
    ]);
    expect(formatDateTimes([at(4, 5)])).toEqual(["November 23, 2026 at 10:04 AM"]);
    expect(formatDateTimes([])).toEqual([]);
  });
});

describe("formatClock", () => {
  it("writes minutes and seconds, and hours past an hour", () => {
    expect(formatClock(7)).toBe("0:07");
    expect(formatClock(765)).toBe("12:45");
    expect(formatClock(3723)).toBe("1:02:03");
    expect(formatClock(Number.NaN)).toBe("0:00");
  });
});
