import type { ReactNode } from "react";
import { Link, useLocation } from "wouter";

interface NavLinkProps {
  to: string;
  className: (state: { isActive: boolean }) => string;
  children: ReactNode;
}

/**
 * A link that knows when it leads to the page on screen (that page or one under it): it is styled
 * so, and says so to assistive technology with aria-current="page". Wouter's Link only offers a
 * class, and for the exact path alone.
 */
export function NavLink({ to, className, children }: NavLinkProps) {
  // Paths match whatever their case, as the routes do.
  const path = useLocation()[0].toLowerCase();
  const target = to.toLowerCase();
  const isActive = path === target || path.startsWith(`${target}/`);
  return (
    <Link to={to} className={className({ isActive })} aria-current={isActive ? "page" : undefined}>
      {children}
    </Link>
  );
}
