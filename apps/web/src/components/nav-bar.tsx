import { Link, NavLink, useNavigate } from "react-router";
import { APP_NAME, NAV } from "@study-well/shared";
import { useSession, useSessionManager } from "../lib/session/session-context";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 text-sm font-medium transition-colors sm:px-3 ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;

function Item({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <NavLink to={to} className={linkClass}>
        {label}
      </NavLink>
    </li>
  );
}

/** Spec §2 navigation: signed in (with Waitlist for admins) or signed out. */
export function NavBar() {
  const state = useSession();
  const session = useSessionManager();
  const navigate = useNavigate();

  async function logout() {
    await session.signOut();
    void navigate("/login");
  }

  return (
    <header className="border-b border-slate-200 bg-white">
      <nav
        aria-label="Main"
        className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6"
      >
        <Link to="/" className="flex items-center gap-2 text-lg font-semibold text-brand-700">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {APP_NAME}
        </Link>
        {state.status === "signedIn" && (
          <ul className="flex flex-wrap items-center gap-0.5 sm:gap-1">
            <Item to="/courses" label={NAV.courses} />
            {state.user.role === "admin" && <Item to="/admin/waitlist" label={NAV.waitlist} />}
            <Item to="/profile" label={NAV.profile} />
            <Item to="/settings" label={NAV.settings} />
            <li>
              <button
                type="button"
                onClick={() => void logout()}
                className="rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:px-3"
              >
                {NAV.logout}
              </button>
            </li>
          </ul>
        )}
        {state.status === "signedOut" && (
          <ul className="flex items-center gap-1">
            <Item to="/login" label={NAV.login} />
            <Item to="/join-waitlist" label={NAV.joinWaitlist} />
          </ul>
        )}
      </nav>
    </header>
  );
}
