import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { precompress } from "./build/precompress.ts";

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    target: "es2022",
    // Maps are written for reading error reports, but never referenced from or served with the app.
    sourcemap: "hidden",
  },
  server: {
    port: 5173,
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? "3000"}` },
  },
  test: {
    name: "web",
    environment: "jsdom",
    css: false,
  },
});
