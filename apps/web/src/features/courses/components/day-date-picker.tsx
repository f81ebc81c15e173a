import { format, parseISO } from "date-fns";
import { Popover } from "radix-ui";
import { useState, type CSSProperties } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { DATE_FORMAT, NOTES, SHORT_DATE_FORMAT } from "@study-well/shared";
import { useMediaQuery } from "../../../hooks/use-media-query";

/** The picker in the app's indigo rather than the library's default blue (its CSS variables). */
const PICKER_COLOURS = {
  "--rdp-accent-color": "var(--color-brand-700)",
  "--rdp-accent-background-color": "var(--color-brand-50)",
} as CSSProperties;

/** The day's long date; clicking it opens a calendar to choose another. */
export function DayDatePicker({
  date,
  disabled,
  onChange,
}: {
  date: string;
  disabled: boolean;
  onChange: (date: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const selected = parseISO(date);
  const label = format(selected, DATE_FORMAT);
  // Below the small breakpoint the day's row has no room for "September 30, 2026" beside its
  // buttons: the month is shortened there (and in the control's name, which holds what it shows).
  const narrow = useMediaQuery("(max-width: 639.98px)");
  const shown = narrow ? format(selected, SHORT_DATE_FORMAT) : label;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        disabled={disabled}
        aria-label={`${shown}, ${NOTES.changeDate.toLowerCase()}`}
        className="rounded-md px-2 py-1 text-left font-medium text-slate-800 hover:bg-slate-100 disabled:cursor-default disabled:hover:bg-transparent"
      >
        <time dateTime={date}>{shown}</time>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          className="z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
        >
          <DayPicker
            style={PICKER_COLOURS}
            mode="single"
            required
            selected={selected}
            defaultMonth={selected}
            onSelect={(day) => {
              setOpen(false);
              onChange(format(day, "yyyy-MM-dd"));
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
