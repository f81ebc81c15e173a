/**
 * Whether a process of this machine with this number is running (one of another user's counts:
 * it cannot be signalled, but it is there).
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
