import { format } from "date-fns";
import { DATE_FORMAT, TIME_FORMAT } from "@study-well/shared";

/** "November 22, 2026 at 10:04 AM": the spec's date and time formats together. */
export function formatDateTime(when: string | Date): string {
  const date = new Date(when);
  return `${format(date, DATE_FORMAT)} at ${format(date, TIME_FORMAT)}`;
}

/** A player's clock: "0:07", "12:45", "1:02:03". */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
