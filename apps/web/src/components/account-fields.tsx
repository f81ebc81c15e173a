import type { InputHTMLAttributes } from "react";
import { FIELD } from "@study-well/shared";
import { TEXT_LIMIT } from "../lib/text-limits";
import { TextField } from "./ui/field";

/** The Email field of every account form, limited to what the server takes. */
export function EmailField(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <TextField
      label={FIELD.email}
      name="email"
      type="email"
      autoComplete="email"
      limit={TEXT_LIMIT.email}
      {...props}
    />
  );
}

/** First Name and Last Name side by side (stacked on phones), as the sign-up forms ask for them. */
export function NameFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={FIELD.firstName}
        name="firstName"
        autoComplete="given-name"
        required
        limit={TEXT_LIMIT.firstName}
      />
      <TextField
        label={FIELD.lastName}
        name="lastName"
        autoComplete="family-name"
        required
        limit={TEXT_LIMIT.lastName}
      />
    </div>
  );
}
