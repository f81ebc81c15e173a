import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger";

/** Every variant has a border (transparent but for secondary), so buttons side by side are of one height. */
const VARIANTS: Record<Variant, string> = {
  primary: "border border-transparent bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400",
  ghost: "border border-transparent text-slate-700 hover:bg-slate-100 disabled:text-slate-400",
  danger: "border border-transparent bg-danger text-on-danger hover:bg-danger-hover disabled:bg-danger/60",
};

export function buttonClass(variant: Variant = "primary", extra = ""): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;
}

export function Button({
  variant = "primary",
  className = "",
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** A control that adds something (a day, a note, a photo): dashed, with its icon and its words. */
export const addControlClass =
  "inline-flex items-center gap-1.5 rounded-md border border-dashed border-slate-300 bg-white px-2.5 py-1.5 text-sm font-medium text-slate-700 transition-colors hover:border-brand-600 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40";
