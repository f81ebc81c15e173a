import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** An empty list that says so (the spec's words) and what to do next, with the way to do it. */
export function EmptyState({
  icon: Icon,
  message,
  next,
  action,
}: {
  icon: LucideIcon;
  message: string;
  next?: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon size={24} aria-hidden />
      </span>
      <p className="mt-4 font-medium text-slate-900">{message}</p>
      {next && <p className="mt-1 max-w-sm text-sm text-slate-600">{next}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}
