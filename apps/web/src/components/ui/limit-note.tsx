import { useId } from "react";
import { limitMessage, type TextLimit } from "../../lib/text-limits";

/**
 * Says when a field holds as many characters as the server takes. The live region is always
 * there, so screen readers announce the sentence when it appears.
 */
export function LimitNote({
  id,
  length,
  limit,
  className = "mt-1.5",
}: {
  id: string;
  length: number;
  limit: TextLimit | undefined;
  className?: string;
}) {
  const message = limitMessage(length, limit);
  return (
    <div aria-live="polite">
      {message && (
        <p id={id} className={`text-xs text-amber-800 ${className}`}>
          {message}
        </p>
      )}
    </div>
  );
}

/** `maxLength` for a text control, and the note (which describes the control) once it is full. */
export function useLengthLimit(length: number, limit: TextLimit | undefined, noteClassName?: string) {
  const id = useId();
  const full = limitMessage(length, limit) !== null;
  return {
    controlProps: { maxLength: limit?.max, "aria-describedby": full ? id : undefined },
    note: <LimitNote id={id} length={length} limit={limit} className={noteClassName} />,
  };
}
