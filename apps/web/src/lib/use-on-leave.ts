import { useEffect, useRef } from "react";

/**
 * Runs `leave` (read as it is at the last render) when the component goes while the page stays: a
 * field that goes without a blur (Back while typing) is left, as a blur would have left it. Not as
 * the page itself goes (a reload, a closed tab), when what is kept in the tab is what survives.
 */
export function useOnLeave(leave: () => void): void {
  const latest = useRef(leave);
  useEffect(() => {
    latest.current = leave;
  });
  useEffect(() => {
    let pageGoing = false;
    const going = () => (pageGoing = true);
    const back = () => (pageGoing = false);
    window.addEventListener("pagehide", going);
    window.addEventListener("pageshow", back);
    return () => {
      window.removeEventListener("pagehide", going);
      window.removeEventListener("pageshow", back);
      if (!pageGoing) latest.current();
    };
  }, []);
}
