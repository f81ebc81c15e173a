import { format } from "date-fns";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";

/**
 * The calendar of the day's date picker, in a module of its own: react-day-picker and its styles
 * load when a picker first opens (or is about to), not with the course page. Its colours are the
 * app's tokens (index.css).
 */
export default function DayCalendar({
  selected,
  onSelect,
}: {
  selected: Date;
  onSelect: (date: string) => void;
}) {
  return (
    <DayPicker
      mode="single"
      required
      // The day's own date has the focus when the picker opens: arrows move from it, Enter picks
      // (QA: focus was on "Go to the Previous Month", two Tabs from the grid).
      autoFocus
      selected={selected}
      defaultMonth={selected}
      onSelect={(day) => onSelect(format(day, "yyyy-MM-dd"))}
    />
  );
}
