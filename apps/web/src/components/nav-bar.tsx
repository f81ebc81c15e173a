import { Menu, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { APP_NAME, NAV } from "@study-well/shared";
import { NavLink } from "../lib/router";
import { useSession, useSessionManager } from "../lib/session/session-context";
import { sendOwedWork } from "../lib/before-sign-out";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-2 text-sm font-medium transition-colors sm:px-3 sm:whitespace-nowrap ${
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900"
  }`;

function Item({ to, label }: { to: string; label: string }) {
  return (
    <li>
      <NavLink to={to} className={(state) => `block ${linkClass(state)}`}>
        {label}
      </NavLink>
    </li>
  );
}

/**
 * Spec §2 navigation: signed in (with Waitlist for admins) or signed out. Below the small
 * breakpoint the signed-in links sit behind a Menu button, so the bar keeps one height.
 */
export function NavBar() {
  const state = useSession();
  const session = useSessionManager();
  const [pathname, navigate] = useLocation();
  // The menu is open on the page it was opened on: going somewhere closes it; so does Escape.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpenOn(null);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  async function logout() {
    // (what the page still owes the server first: a deleted note waiting out its Undo)
    await sendOwedWork();
    await session.signOut();
    navigate("/login");
  }

  return (
    <header className="relative border-b border-slate-200 bg-white">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-x-4 px-4 sm:px-6"
      >
        <Link
          to="/"
          className="flex shrink-0 items-center gap-2 text-lg font-semibold whitespace-nowrap text-brand-700"
        >
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {APP_NAME}
        </Link>
        {state.status === "signedIn" && (
          <>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen(!open)}
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:hidden"
            >
              {open ? <X size={18} aria-hidden /> : <Menu size={18} aria-hidden />}
              {NAV.menu}
            </button>
            <ul
              id={menuId}
              className={`${
                open ? "flex" : "hidden"
              } absolute inset-x-0 top-full z-30 flex-col gap-0.5 border-b border-slate-200 bg-white px-4 py-2 shadow-md sm:static sm:z-auto sm:flex sm:flex-row sm:items-center sm:gap-1 sm:border-0 sm:p-0 sm:shadow-none`}
            >
              <Item to="/courses" label={NAV.courses} />
              {state.user.role === "admin" && <Item to="/admin/waitlist" label={NAV.waitlist} />}
              <Item to="/profile" label={NAV.profile} />
              <Item to="/settings" label={NAV.settings} />
              <li>
                <button
                  type="button"
                  onClick={() => void logout()}
                  className="w-full rounded-md px-2 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 sm:w-auto sm:px-3"
                >
                  {NAV.logout}
                </button>
              </li>
            </ul>
          </>
        )}
        {state.status === "signedOut" && (
          <ul className="flex items-center gap-0.5 sm:gap-1">
            <Item to="/login" label={NAV.login} />
            <Item to="/join-waitlist" label={NAV.joinWaitlist} />
          </ul>
        )}
      </nav>
    </header>
  );
}
