/**
 * The app plays one sound at a time: as a lecture, a recording or a reply read aloud starts, the
 * one that was playing pauses. Two voices at once are heard as noise, and the pause control of the
 * first one is often scrolled away or behind a dialog.
 */

/** The element last heard to start, until it pauses. */
let sounding: HTMLMediaElement | null = null;

function onPlay(event: Event): void {
  const started = event.target;
  if (!(started instanceof HTMLMediaElement)) return;
  if (sounding !== started) sounding?.pause();
  sounding = started;
}

function onPause(event: Event): void {
  // Forgotten once quiet, so an element the page has let go of is not kept alive by this.
  if (event.target === sounding) sounding = null;
}

/**
 * Makes what plays under `target` take its turn with everything else registered here: the
 * document covers every element in the page, now or later; an element made in script and never
 * put in the page (`new Audio()`) is passed itself. Returns the function that stops it.
 */
export function playOneAtATime(target: Document | HTMLMediaElement): () => void {
  // In the capture phase: media events do not bubble, but they do pass the document on the way.
  target.addEventListener("play", onPlay, true);
  target.addEventListener("pause", onPause, true);
  return () => {
    target.removeEventListener("play", onPlay, true);
    target.removeEventListener("pause", onPause, true);
  };
}
