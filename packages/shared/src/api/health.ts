import { z } from "zod";

export const DatabaseDriver = z.enum(["pglite", "postgres"]);
export type DatabaseDriver = z.infer<typeof DatabaseDriver>;

export const HealthResponse = z
  .object({
    status: z.enum(["ok", "degraded"]),
    version: z.string(),
    database: z.object({
      driver: DatabaseDriver,
      status: z.enum(["ok", "down"]),
    }),
  })
  .meta({ id: "HealthResponse" });
export type HealthResponse = z.infer<typeof HealthResponse>;
