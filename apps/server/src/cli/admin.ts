import { ConfigError, loadConfig } from "../config";
import { DataDirLockedError, lockDataDir } from "../db/data-dir-lock";
import { openDatabase } from "../db/database";
import { AccessTokens } from "../auth/access-tokens";
import { createFileStore } from "../storage/file-store";
import { AuthService } from "../auth/auth.service";
import { RateLimiter } from "../http/rate-limiter";
import { RefreshTokens } from "../auth/refresh-tokens";
import { UsersRepository } from "../users/users.repository";

const USAGE = `Usage:
  npm run admin -- role <email> admin|user   give a user the admin or the user role
  npm run admin -- disable <email>           disable an account and end its sessions
  npm run admin -- enable <email>            enable a disabled account`;

class UsageError extends Error {}

async function run(args: string[]): Promise<string> {
  const [command, email, role] = args;
  if (!command || !email) throw new UsageError(USAGE);
  if (command === "role" && role !== "admin" && role !== "user") throw new UsageError(USAGE);
  if (command !== "role" && command !== "disable" && command !== "enable") throw new UsageError(USAGE);

  const config = loadConfig(process.env);
  const unlock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
    const users = new UsersRepository(database.db);
    const user = await users.findByEmail(email);
    if (!user) throw new UsageError(`No account has the email ${email}.`);
    if (command === "role") {
      await users.update(user.id, { role: role === "admin" ? "admin" : "user" });
      return `${user.email} now has the ${role} role.`;
    }
    const auth = new AuthService(
      config.auth,
      users,
      await AccessTokens.load(database.db),
      new RefreshTokens(database.db, config.auth.refreshTokenTtlMs),
      new RateLimiter(database.db),
      { deleteStored: async (prefix) => (await createFileStore(config.storage)).deleteAll(prefix) },
    );
    await auth.setDisabled(user.id, command === "disable");
    return `${user.email} is ${command}d.`;
  } finally {
    await database.close();
    await unlock?.();
  }
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nWith the embedded database, stop the server before using this command.`);
  } else if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    throw error;
  }
  process.exitCode = 1;
}
