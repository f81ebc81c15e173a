import type { ReactNode } from "react";

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 ${className}`}>
      {children}
    </div>
  );
}

/** A centred, narrow page for a single form (login, register, profile...). */
export function FormPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md">
      <Card>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
        {intro && <p className="mt-2 text-sm text-slate-600">{intro}</p>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}

export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-10 text-center text-slate-600">
      {children}
    </p>
  );
}
