import { format } from "date-fns";
import { DATE_FORMAT, TIME_FORMAT } from "@study-well/shared";

/** "November 22, 2026 at 10:04 AM": the spec's date and time formats together. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${format(date, DATE_FORMAT)} at ${format(date, TIME_FORMAT)}`;
}
