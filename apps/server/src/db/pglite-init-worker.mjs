// Makes a new embedded database folder (initdb) in a thread of its own, so that the memory initdb
// takes (some 400 MB of WebAssembly) goes back when the thread ends, rather than whenever the main
// thread's garbage collector next runs. Plain JavaScript: it runs from source and bundled.
import { workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const db = await PGlite.create(workerData.dir, { startParams: workerData.startParams });
await db.close();
