import { format } from "date-fns";
import { DATE_FORMAT, TIME_FORMAT } from "@study-well/shared";

/** "November 22, 2026 at 10:04 AM": the spec's date and time formats together. */
export function formatDateTime(when: string | Date): string {
  const date = new Date(when);
  return `${format(date, DATE_FORMAT)} at ${format(date, TIME_FORMAT)}`;
}

/**
 * Several times, each as formatDateTime, with its seconds when another of them falls in the same
 * minute ("... at 10:04:05 AM"): two quizzes taken a minute apart have names of their own.
 */
export function formatDateTimes(whens: readonly string[]): string[] {
  const minutes = whens.map((when) => formatDateTime(when));
  return whens.map((when, i) => {
    const minute = minutes[i] ?? "";
    if (minutes.indexOf(minute) === minutes.lastIndexOf(minute)) return minute;
    const date = new Date(when);
    return `${format(date, DATE_FORMAT)} at ${format(date, "pp")}`;
  });
}

/** A player's clock: "0:07", "12:45", "1:02:03". */
export function formatClock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${s}` : `${m}:${s}`;
}
