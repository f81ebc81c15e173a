import { ChevronDown, ChevronRight } from "lucide-react";
import { useId } from "react";
import { NOTES } from "@study-well/shared";
import { IconButton } from "../../../components/ui/icon-button";

/**
 * Expand or Collapse a topic or a day. `subject` (the topic's title, the day's date) is said after
 * its name, as its description: met on its own (the focus given to it after a delete, a screen
 * reader's list of buttons), "Collapse" says nothing of what it collapses.
 */
export function ExpandButton({
  expanded,
  onToggle,
  controls,
  subject,
}: {
  expanded: boolean;
  onToggle: () => void;
  controls: string;
  subject: string;
}) {
  const subjectId = useId();
  return (
    <>
      <IconButton
        label={expanded ? NOTES.collapse : NOTES.expand}
        aria-expanded={expanded}
        aria-controls={controls}
        aria-describedby={subjectId}
        onClick={onToggle}
      >
        {expanded ? <ChevronDown size={18} aria-hidden /> : <ChevronRight size={18} aria-hidden />}
      </IconButton>
      <span id={subjectId} hidden>
        {subject}
      </span>
    </>
  );
}
