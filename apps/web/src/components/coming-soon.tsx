import { COMING_SOON } from "@study-well/shared";

/** Marks a route whose screen is still to be built, so nobody mistakes it for a finished one. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{COMING_SOON}</p>
    </section>
  );
}
