/** Reads a submitted form's text fields: a field that is missing (or holds a file) reads "". */
export function formText(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form);
  return (name) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
}
