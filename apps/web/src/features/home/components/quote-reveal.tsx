import type { Quote } from "@study-well/shared";
import { usePrefersReducedMotion } from "../../../hooks/use-prefers-reduced-motion";
import { useReveal } from "../hooks/use-reveal";

/**
 * Types the quote out left to right, then fades the author in over about a second. Assistive
 * technology reads the whole quote at once from a visually hidden copy.
 */
export function QuoteReveal({ quote }: { quote: Quote }) {
  const reducedMotion = usePrefersReducedMotion();
  const count = useReveal(quote.text, reducedMotion);
  const done = count >= quote.text.length;

  return (
    <figure className="mx-auto mt-10 max-w-2xl rounded-2xl border border-slate-200 bg-white px-6 py-8 shadow-sm sm:px-10">
      <p className="sr-only">
        “{quote.text}” — {quote.author}
      </p>
      <div aria-hidden="true">
        <blockquote className="font-serif text-xl leading-relaxed text-slate-800 sm:text-2xl">
          <span data-testid="quote-text">{quote.text.slice(0, count)}</span>
          {/* Reserves the full quote's space so the page does not jump while it grows. */}
          <span className="invisible">{quote.text.slice(count)}</span>
        </blockquote>
        <figcaption
          data-testid="quote-author"
          data-visible={done}
          className={`mt-4 text-base text-slate-600 transition-opacity duration-1000 ease-out motion-reduce:transition-none ${
            done ? "opacity-100" : "opacity-0"
          }`}
        >
          — {quote.author}
        </figcaption>
      </div>
    </figure>
  );
}
