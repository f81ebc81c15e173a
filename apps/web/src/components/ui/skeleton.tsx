import type { ReactNode } from "react";

/**
 * Grey shapes where a list will be, while it loads. A status region says `label` ("Loading...")
 * to screen readers, or to everyone with `labelShown`; the shapes are hidden from screen readers.
 * (No aria-busy: a busy status region may not be read out at all.)
 */
export function Skeleton({
  label,
  labelShown = false,
  children,
}: {
  label: string;
  labelShown?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <p role="status" className={labelShown ? "mb-4 text-sm text-slate-600" : "sr-only"}>
        {label}
      </p>
      <div aria-hidden className="animate-shimmer motion-reduce:animate-none">
        {children}
      </div>
    </div>
  );
}

/** One shape: a line of text, a title, a button; `className` gives its size. */
export function Bone({ className = "" }: { className?: string }) {
  return <div className={`rounded-md bg-slate-200 ${className}`} />;
}
