import { FIELD } from "@study-well/shared";
import { TEXT_LIMIT } from "../lib/text-limits";
import { TextField } from "./ui/field";

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
