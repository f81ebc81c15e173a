import { ChevronDown, ChevronRight } from "lucide-react";
import { NOTES } from "@study-well/shared";
import { IconButton } from "../../../components/ui/icon-button";

export function ExpandButton({
  expanded,
  onToggle,
  controls,
}: {
  expanded: boolean;
  onToggle: () => void;
  controls: string;
}) {
  return (
    <IconButton
      label={expanded ? NOTES.collapse : NOTES.expand}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onToggle}
    >
      {expanded ? <ChevronDown size={18} aria-hidden /> : <ChevronRight size={18} aria-hidden />}
    </IconButton>
  );
}
