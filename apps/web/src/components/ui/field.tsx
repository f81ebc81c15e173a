import {
  useId,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { VALIDATION } from "@study-well/shared";
import type { TextLimit } from "../../lib/text-limits";
import { LimitNote } from "./limit-note";

const control =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-ellipsis text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:bg-slate-100 disabled:text-slate-500 read-only:bg-slate-50 read-only:text-slate-600";

interface Described {
  "aria-describedby"?: string;
}

/**
 * A visible label bound to its control, so the field is found by its label (people, tests, AT),
 * an optional hint below it, and, for a limited text, the sentence saying it is full; the control
 * is described by both.
 */
function Labelled({
  label,
  hint,
  limit,
  length = 0,
  children,
}: {
  label: string;
  hint?: ReactNode;
  limit?: TextLimit | undefined;
  length?: number;
  children: (id: string, describedBy: Described) => ReactNode;
}) {
  const id = useId();
  const full = limit !== undefined && length >= limit.max;
  const describedBy = [hint ? `${id}-hint` : "", full ? `${id}-limit` : ""].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children(id, describedBy ? { "aria-describedby": describedBy } : {})}
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {limit && <LimitNote id={`${id}-limit`} length={length} limit={limit} />}
    </div>
  );
}

/**
 * The length of a text control's value, controlled or not, for its limit note: 0 until the
 * person goes into the field, so a saved value at the limit (a long name on the profile) is no
 * warning until they try to add to it.
 */
function useLength<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: unknown,
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
  onFocus: ((event: FocusEvent<E>) => void) | undefined,
) {
  const [typed, setTyped] = useState<number | null>(null);
  return {
    length: typed === null ? 0 : typeof value === "string" ? value.length : typed,
    onChange: (event: ChangeEvent<E>) => {
      setTyped(event.target.value.length);
      onChange?.(event);
    },
    onFocus: (event: FocusEvent<E>) => {
      setTyped(event.target.value.length);
      onFocus?.(event);
    },
  };
}

interface Limited {
  label: string;
  hint?: ReactNode;
  limit?: TextLimit;
}

/**
 * A required text (a name) of nothing but spaces is as blank as an empty one: the browser stops
 * the form with the server's own words ("First name is required."), as it stops an empty field.
 */
function blankCheck(limit: TextLimit | undefined, props: InputHTMLAttributes<HTMLInputElement>) {
  if (!props.required || !limit || (props.type ?? "text") !== "text") return undefined;
  const message = VALIDATION.required(limit.name);
  return (input: HTMLInputElement) => {
    const value = input.value;
    input.setCustomValidity(value !== "" && value.trim() === "" ? message : "");
  };
}

export function TextField({
  label,
  hint,
  limit,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & Limited & { ref?: Ref<HTMLInputElement> }) {
  const { length, onChange, onFocus } = useLength(props.value, props.onChange, props.onFocus);
  const checkBlank = blankCheck(limit, props);
  return (
    <Labelled label={label} hint={hint} limit={limit} length={length}>
      {(id, describedBy) => (
        <input
          id={id}
          className={control}
          maxLength={limit?.max}
          {...describedBy}
          {...props}
          onChange={(event) => {
            checkBlank?.(event.target);
            onChange(event);
          }}
          onFocus={onFocus}
        />
      )}
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
  hint,
  limit,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Limited & { ref?: Ref<HTMLTextAreaElement> }) {
  const { length, onChange, onFocus } = useLength(props.value, props.onChange, props.onFocus);
  return (
    <Labelled label={label} hint={hint} limit={limit} length={length}>
      {(id, describedBy) => (
        <textarea
          id={id}
          // As tall as its text (4 lines at least, rows where the browser cannot size it so), up to
          // half the screen: a long description is seen whole when it is edited.
          className={`${control} max-h-[50vh] min-h-[7.125rem] [field-sizing:content]`}
          maxLength={limit?.max}
          {...describedBy}
          {...props}
          onChange={onChange}
          onFocus={onFocus}
        />
      )}
    </Labelled>
  );
}
