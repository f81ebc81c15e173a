import { format, parseISO } from "date-fns";
import { Popover } from "radix-ui";
import { lazy, Suspense, useState } from "react";
import { DATE_FORMAT, NOTES, PAGE_LOADING, SHORT_DATE_FORMAT } from "@study-well/shared";
import { useMediaQuery } from "../../../hooks/use-media-query";

const loadCalendar = () => import("./day-calendar");
const DayCalendar = lazy(loadCalendar);

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
        // Fetch the calendar as the pointer or focus comes, so it is there when the click lands.
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        className="rounded-md px-2 py-1 text-left font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100 disabled:cursor-default disabled:hover:bg-transparent"
      >
        <time dateTime={date}>{shown}</time>
      </Popover.Trigger>
      <Popover.Portal>
        {/* Radix makes the popover a dialog: it is named after what it does. */}
        <Popover.Content
          aria-label={NOTES.changeDate}
          align="start"
          sideOffset={6}
          className="z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
        >
          <Suspense fallback={<p className="p-4 text-sm text-slate-600">{PAGE_LOADING}</p>}>
            <DayCalendar
              selected={selected}
              onSelect={(day) => {
                setOpen(false);
                onChange(day);
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
