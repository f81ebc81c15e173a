// `npm run api:generate`: rewrites the committed OpenAPI document and the web client's types.
import { CONTRACT_FILES, generateContract, writeContract } from "./api-contract";

await writeContract(await generateContract());
console.log(`Wrote ${Object.values(CONTRACT_FILES).join(" and ")}.`);
