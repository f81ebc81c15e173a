import { X } from "lucide-react";
import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import { IconButton } from "../../../components/ui/icon-button";
import { CourseNoticeContext } from "../hooks/use-course-notice";

/**
 * Where a refused course edit says so, in the spec's words, until dismissed or a later edit
 * succeeds: at the top of the course, and in view wherever the page is scrolled.
 */
export function CourseNoticeProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const shown = useRef(0);
  const show = useCallback((next: string) => {
    shown.current += 1;
    setMessage(next);
  }, []);
  const mark = useCallback(() => shown.current, []);
  const clearShownBefore = useCallback((at: number) => {
    if (shown.current <= at) setMessage(null);
  }, []);
  const value = useMemo(() => ({ show, mark, clearShownBefore }), [show, mark, clearShownBefore]);
  return (
    <CourseNoticeContext value={value}>
      {message && (
        <div
          role="alert"
          // Kept in view while the page scrolls: a refusal comes where the student is working (a
          // day's delete far down a long course), not only at the top of the page (QA).
          className="sticky top-2 z-20 mb-4 flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 shadow-md"
        >
          <span>{message}</span>
          <IconButton
            label="Dismiss"
            className="-m-1"
            colors="text-red-700 hover:bg-red-100"
            onClick={() => setMessage(null)}
          >
            <X size={16} aria-hidden />
          </IconButton>
        </div>
      )}
      {children}
    </CourseNoticeContext>
  );
}
