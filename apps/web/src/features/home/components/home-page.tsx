import { useState } from "react";
import { HOME, pickQuote } from "@study-well/shared";
import { QuoteReveal } from "./quote-reveal";

export function HomePage() {
  const [quote] = useState(() => pickQuote());
  return (
    <section className="py-10 text-center sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{HOME.heading}</h1>
      <p className="mt-4 text-lg font-medium text-brand-700">{HOME.tagline}</p>
      <QuoteReveal quote={quote} />
    </section>
  );
}
