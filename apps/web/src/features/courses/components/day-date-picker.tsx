import { format, parseISO } from "date-fns";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { DATE_FORMAT, NOTES } from "@study-well/shared";

const loadPopover = () => import("./day-date-popover");
const DayDatePopover = lazy(loadPopover);

/**
 * The day's long date; clicking it opens a calendar to choose another. The button comes with the
 * course page; the popover and its calendar are fetched as the pointer or focus comes to it, so
 * they are there when the click lands.
 */
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
  const button = useRef<HTMLButtonElement>(null);
  const popoverId = useId();
  const selected = parseISO(date);
  // The long date at every width ("September 30, 2026"): on a phone the day's buttons move under it.
  const shown = format(selected, DATE_FORMAT);
  return (
    <>
      <button
        ref={button}
        type="button"
        disabled={disabled}
        aria-label={`${shown}, ${NOTES.changeDate.toLowerCase()}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popoverId : undefined}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        onClick={() => setOpen((was) => !was)}
        className="rounded-md px-2 py-1 text-left font-medium whitespace-nowrap text-slate-800 hover:bg-slate-100 disabled:cursor-default disabled:hover:bg-transparent"
      >
        <time dateTime={date}>{shown}</time>
      </button>
      {open && (
        <Suspense fallback={null}>
          <DayDatePopover
            id={popoverId}
            anchor={button}
            selected={selected}
            onClose={() => setOpen(false)}
            onSelect={(day) => {
              setOpen(false);
              onChange(day);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
