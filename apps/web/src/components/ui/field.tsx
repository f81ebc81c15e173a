import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";

const control =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600";

/**
 * A visible label bound to its control, so the field is found by its label (people, tests, AT),
 * and an optional hint below it that the control is described by.
 */
function Labelled({
  label,
  hint,
  children,
}: {
  label: string;
  hint?: ReactNode;
  children: (id: string, describedBy: { "aria-describedby"?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id, hint ? { "aria-describedby": `${id}-hint` } : {})}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextField({
  label,
  hint,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode }) {
  return (
    <Labelled label={label} hint={hint}>
      {(id, describedBy) => <input id={id} className={control} {...describedBy} {...props} />}
    </Labelled>
  );
}

export function SelectField({
  label,
  hint,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; hint?: ReactNode }) {
  return (
    <Labelled label={label} hint={hint}>
      {(id, describedBy) => (
        <select id={id} className={control} {...describedBy} {...props}>
          {children}
        </select>
      )}
    </Labelled>
  );
}

export function TextArea({
  label,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string }) {
  return <Labelled label={label}>{(id) => <textarea id={id} className={control} {...props} />}</Labelled>;
}
