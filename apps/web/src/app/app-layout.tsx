import type { ReactNode } from "react";
import { NavBar } from "../components/nav-bar";

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    // (its foot as tall as the toasts over it, if any: the page's end can be scrolled out from under
    // them; within the screen's height, so a short page does not grow a scroll bar for them)
    <div className="flex min-h-dvh flex-col pb-[var(--toast-space,0px)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <NavBar />
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
        {children}
      </main>
    </div>
  );
}
