import { NavLink, Link } from "react-router";
import { APP_NAME, NAV } from "@study-well/shared";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;

/** The navigation bar; the signed-in and admin states arrive with accounts (issue 3). */
export function NavBar() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6"
      >
        <Link to="/" className="flex items-center gap-2 text-lg font-semibold text-brand-700">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {APP_NAME}
        </Link>
        <ul className="flex items-center gap-1">
          <li>
            <NavLink to="/login" className={linkClass}>
              {NAV.login}
            </NavLink>
          </li>
          <li>
            <NavLink to="/join-waitlist" className={linkClass}>
              {NAV.joinWaitlist}
            </NavLink>
          </li>
        </ul>
      </nav>
    </header>
  );
}
