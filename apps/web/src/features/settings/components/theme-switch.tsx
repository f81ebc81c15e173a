import { Monitor, Moon, Sun, type LucideIcon } from "lucide-react";
import { useId, useState } from "react";
import { THEME, THEME_CHOICES, type ThemeChoice } from "@study-well/shared";
import { chooseTheme, storedTheme } from "../../../lib/theme";

const ICONS: Record<ThemeChoice, LucideIcon> = { system: Monitor, light: Sun, dark: Moon };

/** System, Light or Dark, as three radio buttons side by side; kept on this device at once. */
export function ThemeSwitch() {
  const [choice, setChoice] = useState<ThemeChoice>(storedTheme);
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="mb-1.5 block text-sm font-medium text-slate-700">{THEME.label}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg border border-slate-300 bg-slate-100 p-1">
        {THEME_CHOICES.map((option) => {
          const Icon = ICONS[option];
          return (
            <label
              key={option}
              className="relative flex min-w-0 items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-brand-600 hover:text-slate-900"
            >
              {/* The input covers its label, so a click or a tap anywhere on it chooses. */}
              <input
                type="radio"
                name="theme"
                value={option}
                checked={choice === option}
                onChange={() => {
                  setChoice(option);
                  chooseTheme(option);
                }}
                className="absolute inset-0 cursor-pointer appearance-none rounded-md focus-visible:outline-none"
              />
              <Icon size={16} aria-hidden className="shrink-0" />
              <span className="truncate">{THEME.options[option]}</span>
            </label>
          );
        })}
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {THEME.hint}
      </p>
    </fieldset>
  );
}
