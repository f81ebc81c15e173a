import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security-headers";

describe("securityHeaders", () => {
  it("are Helmet's headers for the options, worked out once", () => {
    const headers = securityHeaders({
      contentSecurityPolicy: { directives: { "default-src": ["'self'"], "img-src": ["'self'", "blob:"] } },
      strictTransportSecurity: false,
    });
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).toContain("img-src 'self' blob:");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers).not.toHaveProperty("strict-transport-security");
    expect(securityHeaders({ strictTransportSecurity: true })).toHaveProperty("strict-transport-security");
  });
});
