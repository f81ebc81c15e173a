import { Link } from "wouter";
import { NOT_FOUND } from "@study-well/shared";

export function NotFound() {
  return (
    <section className="py-16 text-center">
      <h1 className="text-2xl font-semibold">{NOT_FOUND.heading}</h1>
      <p className="mt-2 text-slate-600">{NOT_FOUND.body}</p>
      <Link to="/" className="mt-6 inline-block font-medium text-brand-700 underline underline-offset-4">
        {NOT_FOUND.back}
      </Link>
    </section>
  );
}
