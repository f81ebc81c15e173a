/**
 * The logging services may do: pino's calling convention (fields first, then the message), so
 * Fastify's logger fits, without services depending on the HTTP framework.
 */
export interface Log {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
