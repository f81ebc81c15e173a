/**
 * A light suffix-stripper on top of the lemmatiser, for the forms it leaves apart
 * ("Plants" read as a name, "losing" and "loss", "copied" and "copies").
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, "");
  if (w.length > 4) {
    if (w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith("ied")) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith("ing")) w = w.slice(0, -3);
    else if (w.endsWith("ed")) w = w.slice(0, -2);
    else if (w.endsWith("es")) w = w.slice(0, -2);
    else if (w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  }
  return w.length > 3 && w.endsWith("e") ? w.slice(0, -1) : w;
}
