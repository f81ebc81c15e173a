import { useId, type ComponentProps, type ReactNode } from "react";

/** An icon button's colours, unless it is given its own. */
const PLAIN = "text-slate-500 hover:bg-slate-100 hover:text-slate-900";

/** How a disabled button looks: faded, unless it is only busy (its spinner is then shown whole). */
const DISABLED = "disabled:cursor-not-allowed disabled:opacity-40";
const BUSY = "disabled:cursor-progress";

/**
 * A button showing only an icon; `label` is its accessible name and tooltip. `subject`: what it
 * acts on (a note's title, a day's date), said after its name as its description: met on its own
 * (a screen reader's list of buttons, the focus given to it after a delete), "Delete content" or
 * "Collapse" says nothing of which, and every note has one. `colors` replace the
 * plain ones (given beside them, which of two hover colours showed was the stylesheet's order, not
 * the button's: the player's white Play on a near-white hover, QA). `busy`: disabled only until
 * something it waits for comes, showing a spinner, and not faded: faded, the player's white
 * spinner on light purple was hard to see (QA).
 */
export function IconButton({
  label,
  subject,
  children,
  className = "",
  colors = PLAIN,
  busy = false,
  "aria-describedby": describedBy,
  ...props
}: ComponentProps<"button"> & {
  label: string;
  subject?: string;
  children: ReactNode;
  colors?: string;
  busy?: boolean;
}) {
  const described = useSubject(subject, describedBy);
  return (
    <>
      <button
        type="button"
        aria-label={label}
        aria-describedby={described.by}
        title={label}
        className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md transition-colors ${busy ? BUSY : DISABLED} ${colors} ${className}`}
        {...props}
      >
        {children}
      </button>
      {described.text}
    </>
  );
}

/**
 * What a control acts on (`subject`: a note's title, a day's date), said after its name as its
 * description, before anything else said of it (`describedBy`): `by` goes in its
 * `aria-describedby`, and `text`, the words it points to, beside it.
 */
export function useSubject(
  subject: string | undefined,
  describedBy?: string,
): { by: string | undefined; text: ReactNode } {
  const id = useId();
  const by = [subject === undefined ? undefined : id, describedBy].filter(Boolean).join(" ");
  return {
    by: by || undefined,
    text: subject !== undefined && (
      <span id={id} hidden>
        {subject}
      </span>
    ),
  };
}
