import { ChevronDown, ChevronRight } from "lucide-react";
import { NOTES } from "@study-well/shared";
import { IconButton } from "../../../components/ui/icon-button";

/**
 * Expand or Collapse a topic or a day; `subject` (the topic's title, the day's date) is said after
 * its name, as its description (IconButton).
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
  return (
    <IconButton
      label={expanded ? NOTES.collapse : NOTES.expand}
      subject={subject}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? <ChevronDown size={18} aria-hidden /> : <ChevronRight size={18} aria-hidden />}
    </IconButton>
  );
}
