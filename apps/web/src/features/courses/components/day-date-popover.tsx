import { Popover } from "radix-ui";
import { useRef, type RefObject } from "react";
import { NOTES } from "@study-well/shared";
import DayCalendar from "./day-calendar";

/**
 * The open date picker: a popover beside the day's date holding the calendar. A module of its own,
 * with Radix's popover, its positioning and react-day-picker: fetched as the pointer or focus
 * comes to a date, never with the course page.
 */
export default function DayDatePopover({
  id,
  anchor,
  selected,
  onSelect,
  onClose,
}: {
  id: string;
  /** The date's button, which the popover sits under and gives focus back to. */
  anchor: RefObject<HTMLButtonElement | null>;
  selected: Date;
  onSelect: (date: string) => void;
  onClose: () => void;
}) {
  // A click elsewhere closes the popover and leaves focus where it went.
  const clickedAway = useRef(false);
  return (
    <Popover.Root open onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        {/* Radix makes the popover a dialog: it is named after what it does. */}
        <Popover.Content
          id={id}
          aria-label={NOTES.changeDate}
          align="start"
          sideOffset={6}
          // The calendar puts the focus on the selected day itself (day-calendar.tsx).
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            // The date's own button toggles the popover; anywhere else closes it.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            else clickedAway.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!clickedAway.current) anchor.current?.focus();
          }}
          className="z-50 rounded-xl border border-slate-200 bg-white p-3 shadow-xl"
        >
          <DayCalendar selected={selected} onSelect={onSelect} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
