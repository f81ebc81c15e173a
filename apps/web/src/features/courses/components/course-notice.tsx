import { X } from "lucide-react";
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from "react";
import { IconButton } from "../../../components/ui/icon-button";

interface Notice {
  show(message: string): void;
}

const NoticeContext = createContext<Notice>({ show: () => undefined });

export const useCourseNotice = () => use(NoticeContext);

/** Where a refused course edit says so, in the spec's words, until dismissed. */
export function CourseNoticeProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback((next: string) => setMessage(next), []);
  const value = useMemo(() => ({ show }), [show]);
  return (
    <NoticeContext value={value}>
      {message && (
        <div
          role="alert"
          className="mb-4 flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700"
        >
          <span>{message}</span>
          <IconButton
            label="Dismiss"
            className="-m-1 text-red-700 hover:bg-red-100"
            onClick={() => setMessage(null)}
          >
            <X size={16} aria-hidden />
          </IconButton>
        </div>
      )}
      {children}
    </NoticeContext>
  );
}
