// Types of s3-test-server.mjs, for the Vitest global setup that starts it.
export interface S3TestServer {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  dir: string;
  pids: number[];
  stop(): Promise<void>;
}
export const CEPH_PACKAGES: { pkg: string; file: string }[];
export function missingCephPackages(): string[];
export function ensureCephPackages(): boolean;
export function startS3TestServer(options?: { dir?: string; port?: number }): Promise<S3TestServer>;
export function stopS3TestServer(dir: string, options?: { remove?: boolean }): Promise<void>;
