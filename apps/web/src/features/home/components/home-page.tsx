import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "wouter";
import { APP_NAME, HOME, NAV, pickQuote } from "@study-well/shared";
import { buttonClass } from "../../../components/ui/button";
import { unwrap } from "../../../lib/api/client";
import { useApi, useSession } from "../../../lib/session/session-context";
import { QuoteReveal } from "./quote-reveal";

export function HomePage() {
  const [quote] = useState(() => pickQuote());
  const state = useSession();
  return (
    <section className="py-10 text-center sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
        {/* The product's name kept on one line ("Welcome to Study / Well" on a phone). */}
        {HOME.heading.slice(0, -APP_NAME.length)}
        <span className="whitespace-nowrap">{APP_NAME}</span>
      </h1>
      <p className="mt-4 text-lg font-medium text-brand-700">{HOME.tagline}</p>
      <QuoteReveal quote={quote} />
      {state.status === "signedOut" && <ForVisitors />}
      {state.status === "signedIn" && <BackToStudy />}
    </section>
  );
}

/** What the app does, and the way in. */
function ForVisitors() {
  return (
    <div className="mx-auto mt-12 max-w-2xl text-left">
      <h2 className="text-center text-xl font-semibold text-slate-900">{HOME.whatItDoes}</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {HOME.features.map((feature) => (
          <li
            key={feature}
            className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700"
          >
            {feature}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-600">{HOME.invitation}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <Link to="/join-waitlist" className={buttonClass("primary")}>
          {NAV.joinWaitlist}
        </Link>
        <Link to="/login" className={buttonClass("secondary")}>
          {NAV.login}
        </Link>
      </div>
    </div>
  );
}

/** The way back to the courses, and the course studied last. */
function BackToStudy() {
  const api = useApi();
  // The same query (and cache entry) as the courses page's list.
  const courses = useQuery({ queryKey: ["courses"], queryFn: () => unwrap(api.GET("/api/courses")) });
  const last = [...(courses.data ?? [])].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
  return (
    <div className="mx-auto mt-12 flex max-w-xl flex-col items-center gap-3">
      <Link to="/courses" className={buttonClass("primary")}>
        {HOME.yourCourses}
      </Link>
      {last && (
        // A card of its own, its two lines read from the left: a long title wrapped under a
        // centred label sat off centre, or, centred itself, its clamped line's "…" overhung.
        <p className="mt-3 w-full max-w-md rounded-xl border border-slate-200 bg-white px-4 py-3 text-left text-sm text-slate-600">
          {HOME.lastStudied}:
          <Link
            to={`/course/${last.id}/notes`}
            title={last.title}
            className="mt-1 line-clamp-2 text-base font-medium break-words text-brand-700 underline underline-offset-4"
          >
            {last.title}
          </Link>
        </p>
      )}
    </div>
  );
}
