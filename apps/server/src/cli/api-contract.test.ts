import { describe, expect, it } from "vitest";
import { CONTRACT_FILES, generateContract, readCommittedContract, REGENERATE_COMMAND } from "./api-contract";

describe("the committed API contract", () => {
  it("is what the routes publish today: the OpenAPI document and the web client's types", async () => {
    const [fresh, committed] = await Promise.all([generateContract(), readCommittedContract()]);
    for (const key of Object.keys(CONTRACT_FILES) as (keyof typeof CONTRACT_FILES)[]) {
      expect
        .soft(committed[key], `${CONTRACT_FILES[key]} is stale: run \`${REGENERATE_COMMAND}\` and commit it`)
        .toBe(fresh[key]);
    }
  });
});
