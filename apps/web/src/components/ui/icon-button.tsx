import type { ComponentProps, ReactNode } from "react";

/** An icon button's colours, unless it is given its own. */
const PLAIN = "text-slate-500 hover:bg-slate-100 hover:text-slate-900";

/**
 * A button showing only an icon; `label` is its accessible name and tooltip. `colors` replace the
 * plain ones (given beside them, which of two hover colours showed was the stylesheet's order, not
 * the button's: the player's white Play on a near-white hover, QA).
 */
export function IconButton({
  label,
  children,
  className = "",
  colors = PLAIN,
  ...props
}: ComponentProps<"button"> & { label: string; children: ReactNode; colors?: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-md transition-colors disabled:cursor-not-allowed disabled:opacity-40 ${colors} ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}
